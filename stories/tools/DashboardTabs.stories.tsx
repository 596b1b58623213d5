import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading, Text } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { DASHBOARD_TABS } from "../../src/lib/tools/dashboard";
import { DashboardTabs } from "../../src/tools/DashboardTabs";
import { dashboardLabels } from "../fixtures/dashboard";
import { mobileScreen, noImage } from "../fixtures/screens";

const HEADING_ID = "tabs-story-heading";

const meta = {
  title: "Tools/Dashboard tabs",
  component: DashboardTabs,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { tabs: { control: false } },
  args: {
    labelledBy: HEADING_ID,
    tabs: DASHBOARD_TABS.map((id) => ({
      id,
      label: dashboardLabels.tabs[id],
      panel: <Text>The {dashboardLabels.tabs[id].toLowerCase()} panel.</Text>,
    })),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Heading as="h2" size="lg" id={HEADING_ID} mb="4">
          Client success dashboard
        </Heading>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DashboardTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTabSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Client success dashboard" })).toBeVisible();
    const [first, ...others] = canvas.getAllByRole("tab");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("tabindex", "0");
    for (const tab of others) await expect(tab).toHaveAttribute("tabindex", "-1");
    await expect(canvas.getByRole("tabpanel", { name: "Overview" })).toHaveAttribute(
      "tabindex",
      "0",
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Another tab chosen: it is the one pressed, and its panel the one shown. */
export const TestimonialsSelected: Story = {
  args: { defaultTab: "testimonials" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole("tab", { name: "Testimonials" });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(tab).toHaveAttribute("tabindex", "0");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("The testimonials panel.");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A click selects its tab and is heard: the picture is TestimonialsSelected's. */
export const ClickSelects: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Testimonials" }));
    await expect(canvas.getByRole("tab", { name: "Testimonials" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel", { name: "Testimonials" })).toHaveTextContent(
      "The testimonials panel.",
    );
    await expect(args.onChange).toHaveBeenCalledWith("testimonials");
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Industries" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    // Up and Down belong to vertical tab lists; this one ignores them.
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Mobile: Story = { ...mobileScreen };
