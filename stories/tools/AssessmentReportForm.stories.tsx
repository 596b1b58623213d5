import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { validateEmailOnly } from "../../src/lib/leads/field-schemas";
import { bandCopy } from "../../src/lib/tools/quiz";
import { submitAssessmentReport } from "../../src/browser/leads/submissions";
import { AssessmentReportForm } from "../../src/tools/AssessmentReportForm";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { queuedSubmissions, REJECTION, requests, withNetwork } from "../fixtures/network";
import { expectSentAgainRefused, formStates, queuedStory } from "../fixtures/form-states";
import { noImage } from "../fixtures/screens";
import { assessmentContent } from "../fixtures/quizzes";

const copy = assessmentContent.report;
const { recommendations } = bandCopy(assessmentContent.bands, "intermediate");
const EMAIL = "owner@business.co.uk";
const states = formStates({ email: EMAIL });
const SCORE = 64;
const INVALID = { email: "owner@business" };

const meta = {
  title: "Tools/Assessment report form",
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
  },
};

/** Spaces alone are no email: the button still waits for one. The picture is Idle's. */
export const SpacesOnly: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(copy.label), "   ");
    await expect(canvas.getByRole("button", { name: copy.button })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { start: { values: INVALID, errors: validateEmailOnly(INVALID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(copy.label);
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
      send: args.submit,
    });
  },
};

/** While the report is on its way: the busy button and field, with what is sent. */
export const Submitting: Story = {
  args: { start: states.submitting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: copy.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
  },
};

export const BusyWhileSending: Story = {
  parameters: { ...noImage, network: "pending" },
  play: async ({ canvasElement, args }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: copy.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(copy.label)).toBeDisabled();
    await expect(args.submit).toHaveBeenCalledWith(EMAIL, SCORE, recommendations);
  },
};

export const Success: Story = {
  args: { start: states.sent },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("status");
    await expect(panel).toHaveTextContent(copy.successTitle);
    // The assessment's report is no subscription: nothing to confirm.
    await expect(panel).not.toHaveTextContent(formsCopy.notices.confirmSubscription);
  },
};

/** What sending does: the thanks, with focus, the lead as posted and the conversion counted. */
export const Sends: Story = {
  parameters: noImage,
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
  args: { start: states.refused },
  parameters: { network: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(REJECTION.error);
  },
};

/**
 * Sent again and refused again: the email is kept, nothing counts as a lead. The picture is
 * Failure's.
 */
export const FailureSentAgain: Story = {
  ...Failure,
  parameters: { ...Failure.parameters, ...noImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Refused again: the email is kept for another try, and nothing counts as a lead.
    await userEvent.click(canvas.getByRole("button", { name: copy.button }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
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

export const Offline: Story = queuedStory;

/** Sent without a connection: kept in the retry queue, and the visitor told so. */
export const QueuesOffline: Story = {
  parameters: { ...noImage, network: "offline" },
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
