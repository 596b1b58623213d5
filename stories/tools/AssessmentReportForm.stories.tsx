import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { bandCopy } from "../../src/lib/tools/quiz";
import { submitAssessmentReport } from "../../src/browser/leads/submissions";
import { AssessmentReportForm } from "../../src/tools/AssessmentReportForm";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { queuedSubmissions, requests, REJECTION, withNetwork } from "../fixtures/network";
import { assessmentContent } from "../fixtures/quizzes";

const copy = assessmentContent.report;
const { recommendations } = bandCopy(assessmentContent.bands, "intermediate");
const EMAIL = "owner@business.co.uk";
const SCORE = 64;

const meta = {
  title: "Tools/AssessmentReportForm",
  component: AssessmentReportForm,
  args: {
    copy,
    notices: formsCopy.notices,
    contactEmail,
    score: SCORE,
    recommendations,
    submit: fn(submitAssessmentReport),
  },
  beforeEach: [withNetwork, withGtagSpy],
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "8" }} maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof AssessmentReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(copy.label), EMAIL);
  await userEvent.click(canvas.getByRole("button", { name: copy.button }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: copy.heading, level: 4 })).toBeVisible();
    await expect(canvas.getByLabelText(copy.label)).toHaveAttribute("type", "email");
    // The email is required, so the button waits for one.
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(copy.label), "   ");
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(copy.label);
    await userEvent.type(input, "owner@business");
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    // The field rules arrive with the lead library on the first submission.
    await waitFor(() => expect(input).toHaveAccessibleDescription("Invalid email format"));
    await expect(input).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { network: "pending" },
  play: async ({ canvasElement, args }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: copy.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
    await expect(args.submit).toHaveBeenCalledWith(EMAIL, SCORE, recommendations);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const panel = await canvas.findByRole("status");
    await expect(panel).toHaveTextContent(copy.successTitle);
    // The assessment's report is no subscription: nothing to confirm.
    await expect(panel).not.toHaveTextContent(formsCopy.notices.confirmSubscription);
    // The panel takes focus in an effect, which may run just after it is found.
    await waitFor(() => expect(panel).toHaveFocus());
    // The email is cleared once the report is on its way.
    await expect(canvas.queryByDisplayValue(EMAIL)).not.toBeInTheDocument();
    await expect(requests).toEqual([
      {
        url: "/api/subscribe",
        body: {
          email: EMAIL,
          assessmentScore: SCORE,
          recommendations,
          source: "business_assessment",
        },
        idempotencyKey: expect.any(String),
      },
    ]);
    await expect(trackedEvents("generate_lead")).toEqual([
      { event_category: "form_submission", event_label: "business_assessment" },
    ]);
    await expect(trackedEvents("lead_conversion")).toEqual([
      { source: "business_assessment", value: SCORE },
    ]);
  },
};

export const Failure: Story = {
  parameters: { network: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(formsCopy.notices.failureTitle);
    await expect(alert).toHaveTextContent(REJECTION.error);
    // The email is kept for another try, and nothing counts as a lead.
    await expect(canvas.getByLabelText(copy.label)).toHaveValue(EMAIL);
    await waitFor(() => expect(canvas.getByRole("button", { name: copy.button })).toBeEnabled());
    await expect(queuedSubmissions()).toHaveLength(0);
    await expect(trackedEvents("generate_lead")).toEqual([]);
    await expect(trackedEvents("lead_conversion")).toEqual([]);
  },
};

export const Offline: Story = {
  parameters: { network: "offline" },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      formsCopy.notices.queuedTitle,
    );
    const [queued] = queuedSubmissions();
    await expect(JSON.parse(queued?.body ?? "{}")).toMatchObject({
      email: EMAIL,
      assessmentScore: SCORE,
      source: "business_assessment",
    });
  },
};
