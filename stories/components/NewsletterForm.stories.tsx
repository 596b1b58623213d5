import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NewsletterForm } from "../../src/components/NewsletterForm";
import { submitBlogNewsletter, submitFooterNewsletter } from "../../src/browser/leads/submissions";
import { chrome } from "../fixtures/chrome";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { validateEmailOnly } from "../../src/lib/leads/field-schemas";
import { queuedSubmissions, REJECTION, requests, withNetwork } from "../fixtures/network";
import { expectSentAgainRefused, formStates } from "../fixtures/form-states";
import { noImage } from "../fixtures/screens";

const copy = chrome.footer.newsletter;
const EMAIL = "owner@business.co.uk";
const states = formStates({ email: EMAIL });
const INVALID = { email: "owner@business" };
/** A newsletter sign-up is added to the mailing list once confirmed by the button in our email. */
const confirmNote = formsCopy.notices.confirmSubscription;

const meta = {
  title: "Forms/Newsletter form",
  component: NewsletterForm,
  args: {
    formId: "footer-newsletter",
    copy,
    notices: formsCopy.notices,
    confirmNote,
    contactEmail,
    subscribe: fn(submitFooterNewsletter),
  },
  beforeEach: withNetwork,
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function subscribe(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(copy.label), EMAIL);
  await userEvent.click(canvas.getByRole("button", { name: copy.button }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(copy.label)).toHaveAttribute("type", "email");
    // The button is disabled while the email is empty.
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { start: states.filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(copy.label)).toHaveValue(EMAIL);
    await expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled();
  },
};

/** The problem the site's own rule finds in what was typed, shown as the visitor sees it. */
export const Invalid: Story = {
  args: { start: { values: INVALID, errors: validateEmailOnly(INVALID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(copy.label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Invalid email format");
  },
};

/**
 * Sent again: the same problem found, focus on the field and nothing sent. The picture is
 * Invalid's.
 */
export const InvalidSentAgain: Story = {
  ...Invalid,
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await expectSentAgainRefused(canvasElement, {
      label: copy.label,
      button: copy.button,
      send: args.subscribe,
    });
  },
};

export const Submitting: Story = {
  args: { start: states.submitting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
  },
};

export const Success: Story = {
  args: { start: states.sent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    await expect(panel).toHaveTextContent("We'll send you the latest insights and strategies.");
    // Double opt-in: one more step, in our email.
    await expect(within(panel).getByText(confirmNote)).toBeVisible();
    await expect(canvas.queryByLabelText(copy.label)).not.toBeInTheDocument();
  },
};

/** While the sign-up is on its way: the busy button and field, with the address sent. */
export const BusyWhileSending: Story = {
  parameters: { ...noImage, network: "pending" },
  play: async ({ canvasElement, args }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(args.subscribe).toHaveBeenCalledWith(EMAIL);
  },
};

/** What sending does: the thanks, with focus, and the sign-up as posted. */
export const Sends: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    // The panel takes focus in an effect, which may run just after it is found.
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(requests).toEqual([
      {
        url: "/api/subscribe",
        body: { email: EMAIL, source: "footer_newsletter", tags: ["newsletter"] },
        idempotencyKey: expect.any(String),
      },
    ]);
  },
};

export const Failure: Story = {
  args: { start: states.refused },
  parameters: { network: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(formsCopy.notices.failureTitle);
    await expect(alert).toHaveTextContent(REJECTION.error);
    await expect(within(alert).getByRole("link", { name: contactEmail })).toHaveAttribute(
      "href",
      `mailto:${contactEmail}`,
    );
  },
};

/** Sent again and refused again: nothing typed is lost. The picture is Failure's. */
export const FailureSentAgain: Story = {
  ...Failure,
  parameters: { ...Failure.parameters, ...noImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Refused again: nothing the visitor typed is lost, and they can try again.
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    await waitFor(() => expect(args.subscribe).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REJECTION.error);
    await expect(canvas.getByLabelText(copy.label)).toHaveValue(EMAIL);
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
    await expect(queuedSubmissions()).toHaveLength(0);
  },
};

export const Offline: Story = {
  args: { start: states.queued },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("status");
    await expect(panel).toHaveTextContent(formsCopy.notices.queuedTitle);
    // Not sent yet, so no email to look for.
    await expect(panel).not.toHaveTextContent(confirmNote);
  },
};

/** Sent without a connection: kept in the retry queue, and the visitor told so. */
export const QueuesOffline: Story = {
  parameters: { ...noImage, network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      formsCopy.notices.queuedTitle,
    );
    const [queued] = queuedSubmissions();
    await expect(queued?.url).toBe("/api/subscribe");
    await expect(JSON.parse(queued?.body ?? "{}")).toMatchObject({ email: EMAIL });
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <Box bg="ink.950" color="white" p="6">
        {Story()}
      </Box>
    ),
  ],
};

const blogBoxed = {
  formId: "blog-newsletter",
  boxed: true,
  copy: formsCopy.blogNewsletter,
  subscribe: fn(submitBlogNewsletter),
} as const;

/** The blog's boxed call-out, signed up: the thanks in its box. */
export const BlogBoxed: Story = {
  args: { ...blogBoxed, start: states.sent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: formsCopy.blogNewsletter.heading });
    await expect(region).toBeVisible();
    const panel = within(region).getByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    await expect(within(panel).getByText(confirmNote)).toBeVisible();
  },
};

/** The boxed call-out sends the blog's sign-up. */
export const BlogSends: Story = {
  args: blogBoxed,
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(formsCopy.blogNewsletter.label), EMAIL);
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    await expect(within(panel).getByText(confirmNote)).toBeVisible();
    await expect(requests[0]?.body).toEqual({ email: EMAIL, source: "blog_newsletter" });
  },
};
