import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Container } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { DashboardTabId } from "../../src/lib/tools/dashboard";
import { ClientDashboard } from "../../src/tools/ClientDashboard";
import { clientStory, dashboardContent, dashboardLabels } from "../fixtures/dashboard";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { mobileScreen, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Tools/Client dashboard",
  component: ClientDashboard,
  parameters: framedInDocs,
  args: { content: dashboardContent },
  decorators: [
    (Story) => (
      <Container py="8">
        <Story />
      </Container>
    ),
  ],
  beforeEach: withGtagSpy,
} satisfies Meta<typeof ClientDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabName = (id: DashboardTabId) => dashboardLabels.tabs[id];
const views = (...tabs: DashboardTabId[]) => tabs.map((tab) => ({ tab }));

/** Clicks a tab and checks that it, and only it, is selected and shows its panel. */
async function openTab(canvasElement: HTMLElement, id: DashboardTabId) {
  const canvas = within(canvasElement);
  const tab = canvas.getByRole("tab", { name: tabName(id) });
  await userEvent.click(tab);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  for (const other of canvas.getAllByRole("tab")) {
    if (other !== tab) await expect(other).toHaveAttribute("aria-selected", "false");
  }
  const panel = canvas.getByRole("tabpanel", { name: tabName(id) });
  await expect(panel).toBeVisible();
  await expect(tab).toHaveAttribute("aria-controls", panel.id);
  await expect(canvas.getAllByRole("tabpanel")).toHaveLength(1);
  return within(panel);
}

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("tablist", { name: dashboardContent.heading }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(dashboardContent.sampleNote)).toBeVisible();
    await waitFor(() => expect(trackedEvents("dashboard_view")).toEqual(views("overview")));
    const panel = await openTab(canvasElement, "overview");
    for (const metric of dashboardContent.metrics) {
      await expect(panel.getByText(metric.label)).toBeVisible();
      await expect(panel.getByText(metric.value)).toBeVisible();
    }
    // The direction of each change is written out, not left to colour.
    await expect(panel.getByText("Up 23%")).toBeVisible();
    await expect(panel.getByText("Down 15%")).toBeVisible();
    // Clicking the tab already shown is no new view.
    await expect(trackedEvents("dashboard_view")).toEqual(views("overview"));
  },
};

export const Clients: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trackedEvents("dashboard_view")).toEqual(views("overview")));
    const panel = await openTab(canvasElement, "clients");
    for (const story of dashboardContent.clientStories) {
      await expect(panel.getByRole("article", { name: story.name })).toBeVisible();
      await expect(panel.getByRole("button", { name: `View ${story.name} story` })).toBeVisible();
    }
    await expect(trackedEvents("dashboard_view")).toEqual(views("overview", "clients"));
  },
};

export const Testimonials: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trackedEvents("dashboard_view")).toEqual(views("overview")));
    const panel = await openTab(canvasElement, "testimonials");
    const [first] = dashboardContent.testimonials;
    await expect(panel.getByText(`“${first?.quote}”`)).toBeVisible();
    await expect(panel.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(3);
    await expect(panel.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(trackedEvents("dashboard_view")).toEqual(views("overview", "testimonials"));
  },
};

export const Industries: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trackedEvents("dashboard_view")).toEqual(views("overview")));
    const panel = await openTab(canvasElement, "industries");
    await expect(panel.getAllByRole("listitem")).toHaveLength(
      dashboardContent.industryStats.length,
    );
    await expect(panel.getByText("SaaS platforms")).toBeVisible();
    await expect(panel.getByText("148 clients")).toBeVisible();
    await expect(panel.getByText("Up 38%")).toBeVisible();
    await expect(trackedEvents("dashboard_view")).toEqual(views("overview", "industries"));
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tab = (id: DashboardTabId) => canvas.getByRole("tab", { name: tabName(id) });
    const expectOn = async (id: DashboardTabId) => {
      await expect(tab(id)).toHaveFocus();
      await expect(tab(id)).toHaveAttribute("aria-selected", "true");
      await expect(tab(id)).toHaveAttribute("tabindex", "0");
      await expect(canvas.getByRole("tabpanel", { name: tabName(id) })).toBeVisible();
    };

    await step("Only the selected tab is in the tab order", async () => {
      await userEvent.tab();
      await expectOn("overview");
      for (const id of ["clients", "testimonials", "industries"] as const) {
        await expect(tab(id)).toHaveAttribute("tabindex", "-1");
      }
    });

    await step("Right moves and selects, and wraps from the last tab", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expectOn("clients");
      await userEvent.keyboard("{End}");
      await expectOn("industries");
      await userEvent.keyboard("{ArrowRight}");
      await expectOn("overview");
    });

    await step("Left wraps from the first tab; Home goes back to it", async () => {
      await userEvent.keyboard("{ArrowLeft}");
      await expectOn("industries");
      await userEvent.keyboard("{ArrowLeft}");
      await expectOn("testimonials");
      await userEvent.keyboard("{Home}");
      await expectOn("overview");
    });

    await step("Tab leaves the tab list for the panel", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("tabpanel", { name: tabName("overview") })).toHaveFocus();
    });

    await expect(trackedEvents("dashboard_view")).toEqual(
      views(
        "overview",
        "clients",
        "industries",
        "overview",
        "industries",
        "testimonials",
        "overview",
      ),
    );
  },
};

const ledgerly = clientStory("ledgerly");

/** Ledgerly's story open in a dialog over the clients tab, as its card's button opens it. */
export const ClientModalOpen: Story = {
  args: { initialStoryId: ledgerly.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: tabName("clients") })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const dialog = within(await canvas.findByRole("dialog", { name: ledgerly.name }));
    await expect(dialog.getByRole("button", { name: dashboardLabels.close })).toHaveFocus();
    await expect(dialog.getByText(ledgerly.revenue)).toBeVisible();
    // No client in the sample has a video, so none is offered.
    await expect(dialog.queryByRole("link", { name: /^Watch / })).not.toBeInTheDocument();
    await waitFor(() => expect(trackedEvents("dashboard_view")).toEqual(views("clients")));
  },
};

/**
 * A card's button opens the client's story in a dialog; Escape closes it and focus returns to the
 * button. The picture is ClientModalOpen's.
 */
export const ClientModalOpensAndCloses: Story = {
  parameters: noImage,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = await openTab(canvasElement, "clients");
    const opener = panel.getByRole("button", { name: `View ${ledgerly.name} story` });

    await step("The card's button opens the client's story in a dialog", async () => {
      await userEvent.click(opener);
      const dialog = within(await canvas.findByRole("dialog", { name: ledgerly.name }));
      await expect(dialog.getByRole("button", { name: dashboardLabels.close })).toHaveFocus();
      await expect(dialog.getByText(ledgerly.revenue)).toBeVisible();
    });

    await step("Escape closes it and focus returns to the card's button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
      await expect(opener).toHaveFocus();
    });

    // The client's button opens it again.
    await userEvent.click(opener);
    await expect(await canvas.findByRole("dialog", { name: ledgerly.name })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileScreen,
  // A 375px screen less the page's 16px margins, inside the 390px mobile viewport.
  decorators: [
    (Story) => (
      <Box maxW="343px">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole("tablist");
    // The four tabs wrap into two rows instead of running off a 375px screen.
    await expect(tablist.scrollWidth).toBeLessThanOrEqual(tablist.clientWidth);
    const edge = tablist.getBoundingClientRect().right;
    for (const tab of canvas.getAllByRole("tab")) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
    await openTab(canvasElement, "clients");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
