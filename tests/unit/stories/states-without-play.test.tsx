/** @jest-environment jsdom */
// Every state of a form or dialog story shows from its args and data alone, as on its Docs page,
// where stories are drawn without their play functions: each story is rendered here without one.
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import formsCopy from "../../../content/data/forms.json";
import * as contactForm from "../../../stories/components/ContactForm.stories";
import * as emailSignupForm from "../../../stories/components/EmailSignupForm.stories";
import * as exitIntentPopup from "../../../stories/components/ExitIntentPopup.stories";
import * as leadForm from "../../../stories/components/LeadForm.stories";
import * as mobileMenu from "../../../stories/components/MobileMenu.stories";
import * as modal from "../../../stories/components/Modal.stories";
import * as newsletterForm from "../../../stories/components/NewsletterForm.stories";
import * as sidebarLeadMagnet from "../../../stories/components/SidebarLeadMagnet.stories";
import * as confirmDialog from "../../../stories/inbox/ConfirmDialog.stories";
import * as assessmentReportForm from "../../../stories/tools/AssessmentReportForm.stories";
import { draw, type Composed } from "./draw-story";

type Canvas = ReturnType<typeof within>;
type Check = (canvas: Canvas, host: HTMLElement) => void;

const REFUSAL = "Failed to subscribe";

/** What each form state shows, whichever form it is. */
const FORM_STATES: Record<string, Check> = {
  Filled: (_, host) => {
    const values = [...host.querySelectorAll("input:not([type=hidden]), textarea")].map(
      (control) => (control as HTMLInputElement).value,
    );
    expect(values.some((value) => value.includes("@"))).toBe(true);
  },
  Invalid: (_, host) => {
    const invalid = [...host.querySelectorAll("[aria-invalid=true]")];
    expect(invalid.length).toBeGreaterThan(0);
    // Each field refused says why, in the words it is described by.
    for (const control of invalid) {
      const described = (control.getAttribute("aria-describedby") ?? "").split(" ");
      const words = described.map((id) => document.getElementById(id)?.textContent ?? "");
      expect(words.join("")).toMatch(/required|Invalid|address|choose/);
    }
  },
  Submitting: (canvas) => {
    const busy = canvas.getByRole("button", { name: /\.\.\.$/ });
    expect(busy).toHaveProperty("disabled", true);
  },
  Success: (canvas) => expect(canvas.getByRole("status").textContent).not.toBe(""),
  Sent: (canvas) => expect(canvas.getByRole("status").textContent).not.toBe(""),
  Failure: (canvas) => expect(canvas.getByRole("alert").textContent).toContain(REFUSAL),
  Offline: (canvas) =>
    expect(canvas.getByRole("status").textContent).toContain(formsCopy.notices.queuedTitle),
};

const FORMS = {
  LeadForm: composeStories(leadForm),
  ContactForm: composeStories(contactForm),
  NewsletterForm: composeStories(newsletterForm),
  EmailSignupForm: composeStories(emailSignupForm),
  SidebarLeadMagnet: composeStories(sidebarLeadMagnet),
  AssessmentReportForm: composeStories(assessmentReportForm),
  ExitIntentPopup: composeStories(exitIntentPopup),
};

const DIALOGS = {
  Modal: composeStories(modal),
  ExitIntentPopup: composeStories(exitIntentPopup),
  ConfirmDialog: composeStories(confirmDialog),
  MobileMenu: composeStories(mobileMenu),
};

const formCases = Object.entries(FORMS).flatMap(([form, stories]) =>
  Object.entries(stories as unknown as Record<string, Composed>)
    .filter(([name]) => name in FORM_STATES)
    .map(([name, story]) => [`${form} ${name}`, name, story] as const),
);

test.each(formCases)("%s shows its state without its play function", async (_, name, story) => {
  const host = await draw(story);
  FORM_STATES[name]?.(within(host), host);
});

test("every form has its states set from args", () => {
  const named = new Set(formCases.map(([title]) => title));
  for (const form of ["LeadForm", "ContactForm", "NewsletterForm", "SidebarLeadMagnet"]) {
    for (const state of ["Filled", "Invalid", "Submitting", "Success", "Failure", "Offline"]) {
      expect(named).toContain(`${form} ${state}`);
    }
  }
});

/** Stories of how a page's button opens the dialog: they start, as the page does, closed. */
const OPENED_BY_THEIR_PAGE = new Set(["Modal ReturnsFocus", "Modal ShownWhenDrawn"]);

/** The dialog stories whose picture is the dialog: every one but those that show it closed. */
const dialogCases = Object.entries(DIALOGS).flatMap(([dialog, stories]) =>
  Object.entries(stories as unknown as Record<string, Composed>)
    .map(([name, story]) => [`${dialog} ${name}`, story] as const)
    .filter(
      ([title, story]) =>
        story.args.open !== false &&
        story.args.defaultOpen !== false &&
        !OPENED_BY_THEIR_PAGE.has(title),
    ),
);

test.each(dialogCases)("%s is open without its play function", async (_, story) => {
  const host = await draw(story);
  const dialog = within(host).getByRole("dialog");
  expect(dialog.hasAttribute("open") || dialog.getAttribute("aria-modal") === "true").toBe(true);
});

test("ConfirmDialog WrongWordRefused shows the word refused and what to type", async () => {
  const host = await draw(DIALOGS.ConfirmDialog.WrongWordRefused as Composed);
  const field = within(host).getByLabelText("Type erase to confirm") as HTMLInputElement;
  expect(field.value).toBe("delete");
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(within(host).getByText("Type erase to confirm, or cancel")).toBeTruthy();
});

test("SidebarLeadMagnet FeaturesExpanded lists every feature", async () => {
  const host = await draw(FORMS.SidebarLeadMagnet.FeaturesExpanded as Composed);
  const canvas = within(host);
  expect(within(canvas.getByRole("list")).getAllByRole("listitem")).toHaveLength(6);
  const toggle = canvas.getByRole("button", { name: formsCopy.sidebarMagnet.showLess });
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
});
