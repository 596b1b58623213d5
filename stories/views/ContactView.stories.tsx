import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ContactView } from "../../src/views/ContactView";
import { contactDetails, contactEmbeds, contactPageContent, offlineMap } from "../fixtures/company";
import { formsCopy } from "../fixtures/forms";
import { withNetwork } from "../fixtures/network";
import { desktopScreen, mobileScreen, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/Contact",
  component: ContactView,
  parameters: framedInDocs,
  args: {
    content: contactPageContent,
    contact: contactDetails,
    embeds: contactEmbeds,
    forms: formsCopy,
  },
  beforeEach: withNetwork,
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  ...desktopScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole("link", { name: contactDetails.email })).toHaveAttribute(
      "href",
      `mailto:${contactDetails.email}`,
    );
    for (const phone of contactDetails.phones) {
      await expect(canvas.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
    }
    await expect(canvas.getByRole("link", { name: /Schedule a Call/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(canvas.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: offlineMap.linkLabel })).toBeVisible();
    await expect(canvas.getAllByRole("button", { expanded: false })).toHaveLength(5);
  },
};

export const Mobile: Story = { ...mobileScreen };

const timeline = /How long does a typical project take/;

/** The FAQ with the typical project's timeline open, as a visitor leaves it after one click. */
export const FaqOpen: Story = {
  ...desktopScreen,
  args: { faqDefaultOpen: ["timeline"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole("button", { name: timeline });
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: /typical project/ })).toHaveTextContent(
      "4-8 weeks",
    );
    await expect(canvas.getAllByRole("button", { expanded: true })).toHaveLength(1);
  },
};

/** A click on a question opens its answer. The picture is FaqOpen's. */
export const FaqOpensOnClick: Story = {
  ...desktopScreen,
  parameters: { chromatic: { ...desktopScreen.parameters.chromatic, ...noImage.chromatic } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole("button", { name: timeline });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(question);
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: /typical project/ })).toHaveTextContent(
      "4-8 weeks",
    );
  },
};
