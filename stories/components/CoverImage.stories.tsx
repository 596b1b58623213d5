import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { CoverImage } from "../../src/components/CoverImage";
import { caseStudy } from "../fixtures/company";
import { untilLoaded } from "../fixtures/lazy-images";
import { noImage } from "../fixtures/screens";

const POST_COVER = "/images/blog/saas-launch-guide.svg";
const study = caseStudy("coaching-funnel");

const meta = {
  title: "Sections/Cover image",
  component: CoverImage,
  args: { src: POST_COVER, alt: "", htmlWidth: 1200, htmlHeight: 630, w: "full" },
  decorators: [
    (Story) => (
      <Box p="8" data-testid="story">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's image (the canvas also holds the page's icon sprite). */
async function storyImage(canvasElement: HTMLElement): Promise<HTMLImageElement> {
  const image = within(canvasElement).getByTestId("story").querySelector("img");
  if (!image) throw new Error("No image");
  await untilLoaded(image);
  return image;
}

/** A post's cover beside its title: decorative, at its intrinsic shape before it loads. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const image = await storyImage(canvasElement);
    await expect(image).toHaveAttribute("src", POST_COVER);
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).not.toHaveAttribute("loading");
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.abs(height - (width * 630) / 1200)).toBeLessThan(1);
  },
};

/** A case study's cover says what it shows. */
export const Described: Story = {
  args: { src: study.image, alt: study.imageAlt, htmlWidth: 640, htmlHeight: 360 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: study.imageAlt });
    await untilLoaded(image);
    await expect(image).toHaveAttribute("src", study.image);
  },
};

/** Below the fold (a card in a grid): fetched only as it nears the viewport. */
export const Lazy: Story = {
  parameters: noImage,
  args: { placement: "lazy" },
  play: async ({ canvasElement }) => {
    const image = await storyImage(canvasElement);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).not.toHaveAttribute("fetchpriority");
  },
};

/** At the top of a post, where it is likely the largest paint: fetched before other images. */
export const Priority: Story = {
  parameters: noImage,
  args: { placement: "priority" },
  play: async ({ canvasElement }) => {
    const image = await storyImage(canvasElement);
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).not.toHaveAttribute("loading");
  },
};

/** In a box of another shape (the featured post on a wide screen) it fills it, cropped. */
export const FillingABox: Story = {
  args: { h: "full" },
  render: (args) => (
    <Box w="240px" h="240px">
      <CoverImage {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const image = await storyImage(canvasElement);
    const { width, height } = image.getBoundingClientRect();
    await expect([Math.round(width), Math.round(height)]).toEqual([240, 240]);
    await expect(getComputedStyle(image).objectFit).toBe("cover");
  },
};
