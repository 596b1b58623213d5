import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CaseStudiesView } from "../../src/views/CaseStudiesView";
import { caseStudiesContent, caseStudy, clearStudyParam } from "../fixtures/company";
import { bothScreens, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const labels = caseStudiesContent.labels;
const coaching = caseStudy("coaching-funnel");

const meta = {
  title: "Pages/Case studies",
  component: CaseStudiesView,
  parameters: framedInDocs,
  args: { content: caseStudiesContent },
  beforeEach: () => {
    clearStudyParam();
    return clearStudyParam;
  },
} satisfies Meta<typeof CaseStudiesView>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page behind an open modal stays still (html:has(dialog:modal), the theme's global CSS).
const pageOverflow = () => getComputedStyle(document.documentElement).overflow;

const studyInUrl = () => new URLSearchParams(window.location.search).get("study");

const cardButton = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole("button", { name: new RegExp(title) });

async function openStudy(canvasElement: HTMLElement, title = coaching.title) {
  const button = cardButton(canvasElement, title);
  await userEvent.click(button);
  const dialog = await within(canvasElement).findByRole("dialog", { name: title });
  return { button, dialog };
}

async function expectClosed(canvasElement: HTMLElement, button: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
  await expect(button).toHaveFocus();
  await waitFor(() => expect(studyInUrl()).toBeNull());
  await expect(pageOverflow()).not.toBe("hidden");
}

export const Closed: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole("article")).toHaveLength(6);
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("link", { name: labels.book.label }).at(-1)).toHaveAttribute(
      "href",
      "/contact",
    );
  },
};

export const ModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openStudy(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(within(dialog).getAllByRole("button", { name: labels.close })[0]).toBe(
      document.activeElement,
    );
    await expect(studyInUrl()).toBe("coaching-funnel");
    await expect(pageOverflow()).toBe("hidden");
  },
};

export const FocusTrapped: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const { dialog } = await openStudy(canvasElement);
    // Every Tab keeps focus inside the dialog; the page behind is inert.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const EscapeCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const { button } = await openStudy(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expectClosed(canvasElement, button);
  },
};

export const BackdropCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const { button, dialog } = await openStudy(canvasElement);
    await userEvent.click(dialog);
    await expectClosed(canvasElement, button);
  },
};

/** The detail's own Close button closes it, focus back on the card: the picture is Closed's. */
export const CloseButtonCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const { button, dialog } = await openStudy(canvasElement);
    const [top, bottom] = within(dialog).getAllByRole("button", { name: labels.close });
    await expect(top).toBeDefined();
    if (!bottom) throw new Error("The detail has its own Close button");
    await userEvent.click(bottom);
    await expectClosed(canvasElement, button);
  },
};

export const BackCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await openStudy(canvasElement);
    window.history.back();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await expect(studyInUrl()).toBeNull();
  },
};

export const OpensFromUrl: Story = {
  parameters: noImage,
  beforeEach: () => {
    const url = new URL(window.location.href);
    url.searchParams.set("study", "coaching-funnel");
    window.history.replaceState(window.history.state, "", url);
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole("dialog", { name: coaching.title });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument(),
    );
    // The dialog's close event, which names nothing in the URL any more, comes a task later.
    await waitFor(() => expect(studyInUrl()).toBeNull());
  },
};

export const UnknownStudyIgnored: Story = {
  parameters: noImage,
  beforeEach: () => {
    const url = new URL(window.location.href);
    url.searchParams.set("study", "no-such-study");
    window.history.replaceState(window.history.state, "", url);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument();
  },
};
