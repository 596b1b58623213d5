import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ServicesView } from "../../src/views/ServicesView";
import { trackedEvents } from "../fixtures/gtag-spy";
import { scrollPaddingTop } from "../fixtures/location-hash";
import { mobileScreen, noImage } from "../fixtures/screens";
import { servicesContent, withCleanHashAndGtagSpy } from "../fixtures/services";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/Services",
  component: ServicesView,
  parameters: framedInDocs,
  args: { content: servicesContent },
  beforeEach: withCleanHashAndGtagSpy,
} satisfies Meta<typeof ServicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sets the hash as an in-page link would, then checks the visitor landed on the element. */
async function expectLandsOn(id: string) {
  window.location.hash = `#${id}`;
  const target = document.getElementById(id);
  if (!target) throw new Error(`No element #${id}`);
  await waitFor(() => expect(document.activeElement).toBe(target));
  await waitFor(() =>
    expect(Math.abs(target.getBoundingClientRect().top - scrollPaddingTop())).toBeLessThan(2),
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const service of servicesContent.services) {
      const block = canvas.getByRole("article", { name: service.name });
      await expect(block).toHaveAttribute("id", service.id);
      await expect(
        within(block).getByRole("heading", { level: 4, name: servicesContent.benefitsHeading }),
      ).toBeVisible();
    }
    for (const entry of servicesContent.portfolio) {
      await expect(canvas.getByRole("article", { name: entry.name })).toHaveAttribute(
        "id",
        entry.id,
      );
    }
    for (const teaser of servicesContent.teasers) {
      await expect(canvas.getByRole("link", { name: teaser.action.label })).toHaveAttribute(
        "href",
        teaser.action.to,
      );
    }
    await expect(canvas.getByRole("link", { name: "Take the scaling assessment" })).toHaveAttribute(
      "href",
      "/advanced-tools?tool=business-assessment",
    );
  },
};

export const ScrolledToHash: Story = {
  parameters: noImage,
  play: async () => {
    await expectLandsOn("archsourcer");
    await expectLandsOn("analytics");
  },
};

export const ScrolledToHashOnPhone: Story = {
  ...mobileScreen,
  play: async () => {
    await expectLandsOn("seo-ppc");
    await expectLandsOn("smma-agency");
  },
};

export const TracksServiceViews: Story = {
  parameters: noImage,
  play: async () => {
    // The first block starts low on the first screen: it counts once scrolled half into view.
    const [firstService] = servicesContent.services;
    await expect(trackedEvents("view_service")).toEqual([]);
    document.getElementById(firstService?.id ?? "")?.scrollIntoView({ block: "center" });
    await waitFor(() =>
      expect(trackedEvents("view_service")).toContainEqual({
        service_id: firstService?.id,
        service_name: firstService?.name,
      }),
    );
    document.getElementById("development")?.scrollIntoView({ block: "center" });
    await waitFor(() =>
      expect(trackedEvents("view_service")).toContainEqual({
        service_id: "development",
        service_name: "Development",
      }),
    );
    // Seen again after scrolling away and back: still reported once. The later service being
    // reported shows the observer has dealt with everything before it.
    window.scrollTo(0, 0);
    document.getElementById("development")?.scrollIntoView({ block: "center" });
    document.getElementById("analytics")?.scrollIntoView({ block: "center" });
    await waitFor(() =>
      expect(trackedEvents("view_service").map((params) => params.service_id)).toContain(
        "analytics",
      ),
    );
    const ids = trackedEvents("view_service").map((params) => params.service_id);
    await expect(ids.filter((id) => id === "development")).toHaveLength(1);
    await expect(new Set(ids).size).toBe(ids.length);
    window.scrollTo(0, 0);
  },
};
