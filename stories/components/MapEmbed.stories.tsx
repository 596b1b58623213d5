import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import embeds from "../../content/data/embeds.json";
import { MapEmbed } from "../../src/components/MapEmbed";
import { fillTemplate } from "../../src/lib/fill-template";
import { offlineMap } from "../fixtures/company";
import { noImage } from "../fixtures/screens";

// The office map behind our card, loaded only when asked for (a local file here: no test needs
// the network), and our words if it does not arrive.

/** A frame whose host never answers: the request is held open, so it never loads. */
const NEVER_ANSWERS = "http://10.255.255.1/";

const meta = {
  title: "Sections/Map embed",
  component: MapEmbed,
  args: { map: offlineMap, frame: embeds.frame },
  decorators: [
    (Story) => (
      <Box p="8" maxW="5xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof MapEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: offlineMap.loadLabel })).toBeVisible();
    await expect(canvas.getByText(offlineMap.notice)).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    const open = canvas.getByRole("link", { name: offlineMap.linkLabel });
    await expect(open).toHaveAttribute("href", offlineMap.linkUrl);
    // A link looks like one: underlined.
    await expect(getComputedStyle(open).textDecorationLine).toBe("underline");
  },
};

export const Loading: Story = {
  args: { map: { ...offlineMap, embedUrl: NEVER_ANSWERS }, initialPhase: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      fillTemplate(embeds.frame.loading, { name: offlineMap.title }),
    );
  },
};

/** Arrived: the map has taken the card's place; the address link stays under it. */
export const Loaded: Story = {
  args: { initialPhase: "loaded" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle(offlineMap.title)).toHaveAttribute("src", offlineMap.embedUrl);
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: offlineMap.linkLabel })).toBeVisible();
  },
};

/** The button loads the map, which takes the card's place: the picture is Loaded's. */
export const LoadsWhenAsked: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: offlineMap.loadLabel }));
    const frame = await canvas.findByTitle(offlineMap.title);
    await expect(frame).toHaveAttribute("src", offlineMap.embedUrl);
    // The button that loaded it is gone: focus is on the map.
    await expect(frame).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument());
  },
};

export const Failed: Story = {
  args: { initialPhase: "failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      fillTemplate(embeds.frame.failed, { name: offlineMap.title }),
    );
    await expect(canvas.getByRole("link", { name: offlineMap.linkLabel })).toBeVisible();
  },
};
