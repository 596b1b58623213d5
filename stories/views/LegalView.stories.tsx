import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MY_DATA_PATH } from "../../src/lib/leads/my-data";
import { LegalView } from "../../src/views/LegalView";
import { contactDetails, legalLabels, privacyPolicy, termsOfService } from "../fixtures/company";
import { bothScreens } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/Legal",
  component: LegalView,
  parameters: framedInDocs,
  args: { document: privacyPolicy, labels: legalLabels, email: contactDetails.email },
} satisfies Meta<typeof LegalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy");
    await expect(canvas.getByText(/Last updated/)).toHaveTextContent(privacyPolicy.updated ?? "");
    // The retention list is written from content/data/retention.json's periods.
    await expect(canvas.getByText(/deleted 90 days after they are passed to/)).toBeInTheDocument();
    await expect(canvas.getByText(/deleted 24 months after you send them/)).toBeInTheDocument();
    await expect(canvas.getByText(/^lead_retry_queue/)).toBeInTheDocument();
    await expect(canvas.getByText(/^analytics_consent/)).toBeInTheDocument();
    await expect(canvas.getByText(/ico\.org\.uk/)).toBeInTheDocument();
    // The way to see or erase one's own data, at the top of the policy.
    await expect(canvas.getByRole("link", { name: "See or erase your data" })).toHaveAttribute(
      "href",
      MY_DATA_PATH,
    );
  },
};

export const TermsOfService: Story = {
  args: { document: termsOfService },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Terms of Service",
    );
  },
};
