import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NewsletterForm } from "../../src/components/NewsletterForm";
import { submitBlogNewsletter, submitFooterNewsletter } from "../../src/browser/leads/submissions";
import { chrome } from "../fixtures/chrome";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { queuedSubmissions, requests, REJECTION, withNetwork } from "../fixtures/network";

const copy = chrome.footer.newsletter;
const EMAIL = "owner@business.co.uk";
/** A newsletter sign-up is added to the mailing list once confirmed by the button in our email. */
const confirmNote = formsCopy.notices.confirmSubscription;

const meta = {
  title: "Components/NewsletterForm",
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(copy.label), EMAIL);
    await expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(copy.label);
    await userEvent.type(input, "owner@business");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    // The field rules arrive with the lead library on the first submission.
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    await expect(input).toHaveAccessibleDescription("Invalid email format");
    await expect(input).toHaveFocus();
    await expect(args.subscribe).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { network: "pending" },
  play: async ({ canvasElement, args }) => {
    const canvas = await subscribe(canvasElement);
    const button = await canvas.findByRole("button", { name: "Subscribing..." });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
    await expect(args.subscribe).toHaveBeenCalledWith(EMAIL);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    await expect(panel).toHaveTextContent("We'll send you the latest insights and strategies.");
    // Double opt-in: one more step, in our email.
    await expect(within(panel).getByText(confirmNote)).toBeVisible();
    // The panel takes focus in an effect, which may run just after it is found.
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(canvas.queryByLabelText(copy.label)).not.toBeInTheDocument();
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
  parameters: { network: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(formsCopy.notices.failureTitle);
    await expect(alert).toHaveTextContent(REJECTION.error);
    await expect(within(alert).getByRole("link", { name: contactEmail })).toHaveAttribute(
      "href",
      `mailto:${contactEmail}`,
    );
    // Nothing the visitor typed is lost, and they can try again.
    await expect(canvas.getByLabelText(copy.label)).toHaveValue(EMAIL);
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
    await expect(queuedSubmissions()).toHaveLength(0);
  },
};

export const Offline: Story = {
  parameters: { network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent(formsCopy.notices.queuedTitle);
    // Not sent yet, so no email to look for.
    await expect(panel).not.toHaveTextContent(confirmNote);
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

export const BlogBoxed: Story = {
  args: {
    formId: "blog-newsletter",
    boxed: true,
    copy: formsCopy.blogNewsletter,
    subscribe: fn(submitBlogNewsletter),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("region", { name: formsCopy.blogNewsletter.heading }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(formsCopy.blogNewsletter.label), EMAIL);
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent("Thank you for subscribing!");
    await expect(within(panel).getByText(confirmNote)).toBeVisible();
    await expect(requests[0]?.body).toEqual({ email: EMAIL, source: "blog_newsletter" });
  },
};
