/// <reference types="vite/client" />
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Stack } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { CoverImage } from "../../src/components/CoverImage";
import { svgDataUri } from "../../src/lib/inline-image";
import { caseStudy } from "../fixtures/company";
import { untilLoaded } from "../fixtures/lazy-images";
import postCoverSvg from "../../static/images/blog/saas-launch-guide.svg?raw";
import studyCoverSvg from "../../static/images/case-studies/coaching-funnel.svg?raw";

const POST_COVER = "/images/blog/saas-launch-guide.svg";
const study = caseStudy("coaching-funnel");
const UNSAFE = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" onload="alert(1)"><rect width="1200" height="630" fill="#4c33cb"/></svg>',
);

const meta = {
  title: "Components/CoverImage",
  component: CoverImage,
  args: { src: svgDataUri(postCoverSvg), alt: "", htmlWidth: 1200, htmlHeight: 630, w: "full" },
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

/** The story's own part of the canvas (the canvas also holds the page's icon sprite). */
const story = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story");

function decorativeBox(canvasElement: HTMLElement): Element {
  const box = story(canvasElement).querySelector('[aria-hidden="true"]');
  if (!box) throw new Error("No decorative cover");
  return box;
}

function drawingOf(box: Element): SVGSVGElement {
  const svg = box.querySelector(":scope > svg");
  if (!(svg instanceof SVGSVGElement)) throw new Error("The cover is not drawn in the page");
  return svg;
}

/** What a built page shows: a small cover drawn in the page itself, decorative, at its shape. */
export const InPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(story(canvasElement).querySelector("img")).toBeNull();
    const box = decorativeBox(canvasElement);
    const svg = drawingOf(box);
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.abs(height - (width * 630) / 1200)).toBeLessThan(1);
    await expect(svg.getBoundingClientRect().height).toBeCloseTo(height, 0);
    const gradient = svg.querySelector("linearGradient");
    await expect(gradient?.id).toMatch(/^svg.+-g$/);
    await expect(svg.querySelector("rect")?.getAttribute("fill")).toBe(`url(#${gradient?.id})`);
  },
};

/** A case study's cover says what it shows: its box is the image, named by the alt text. */
export const InPageDescribed: Story = {
  args: { src: svgDataUri(studyCoverSvg), alt: study.imageAlt, htmlWidth: 640, htmlHeight: 360 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: study.imageAlt });
    await expect(image.tagName).toBe("SPAN");
    await expect(drawingOf(image)).toHaveAttribute("aria-hidden", "true");
  },
};

/** Two copies of one drawing on a page keep their own gradients. */
export const TwoOnOnePage: Story = {
  render: (args) => (
    <Stack gap="4" maxW="md">
      <CoverImage {...args} />
      <CoverImage {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const ids = [...story(canvasElement).querySelectorAll("linearGradient")].map((node) => node.id);
    await expect(ids).toHaveLength(2);
    await expect(new Set(ids).size).toBe(2);
  },
};

/** In a box of another shape (the featured post on a wide screen) it fills it, as cover would. */
export const FillingABox: Story = {
  args: { h: "full" },
  render: (args) => (
    <Box w="240px" h="240px">
      <CoverImage {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const svg = drawingOf(decorativeBox(canvasElement));
    const { width, height } = svg.getBoundingClientRect();
    await expect([Math.round(width), Math.round(height)]).toEqual([240, 240]);
    await expect(svg).toHaveAttribute("preserveAspectRatio", "xMidYMid slice");
  },
};

/** A cover the build left as a file: an <img> that waits below the fold, decoded apart. */
export const Requested: Story = {
  args: { src: POST_COVER, lazy: true },
  play: async ({ canvasElement }) => {
    const image = story(canvasElement).querySelector("img");
    if (!image) throw new Error("No image");
    await expect(image).toHaveAttribute("src", POST_COVER);
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await untilLoaded(image);
  },
};

/** An SVG that is more than drawing (here an event handler) stays an <img>, where it cannot run. */
export const NotPlainDrawing: Story = {
  args: { src: UNSAFE },
  play: async ({ canvasElement }) => {
    await expect(story(canvasElement).querySelector("svg")).toBeNull();
    const image = story(canvasElement).querySelector("img");
    if (!image) throw new Error("No image");
    await expect(image).toHaveAttribute("src", UNSAFE);
    await untilLoaded(image);
  },
};
