import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { TestimonialCarousel } from "../../src/components/TestimonialCarousel";
import { homeContent } from "../fixtures/home";
import { untilLoaded } from "../fixtures/lazy-images";
import { bothScreens, noImage } from "../fixtures/screens";

const { testimonials } = homeContent;

const meta = {
  title: "Sections/Testimonial carousel",
  component: TestimonialCarousel,
  args: { items: testimonials.items, copy: testimonials },
  decorators: [(Story) => <Box p={{ base: "4", md: "10" }}>{Story()}</Box>],
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one slide assistive technology and the eye can reach, with its portrait loaded. */
async function expectShown(canvasElement: HTMLElement, position: number) {
  const canvas = within(canvasElement);
  const item = testimonials.items[position - 1];
  if (!item) throw new Error(`No testimonial ${position}`);
  const slide = canvas.getByRole("group", { name: `${position} of 3` });
  await expect(slide).toHaveAttribute("aria-roledescription", "slide");
  await expect(slide).toHaveTextContent(item.quote);
  await expect(canvas.getAllByRole("group")).toHaveLength(1);
  await waitFor(() => expect(slide.inert).toBe(false));
  const dot = canvas.getByRole("button", { name: `Show testimonial ${position} of 3` });
  await expect(dot).toHaveAttribute("aria-current", "true");
  const portrait = within(slide).getByRole("img", { name: `Portrait of ${item.name}` });
  await untilLoaded(portrait);
}

const next = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Next testimonial" }));
const previous = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Previous testimonial" }));

export const Slide1: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Client testimonials" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(canvasElement.querySelector("[aria-live='polite']")).not.toBeNull();
    await expectShown(canvasElement, 1);
  },
};

export const Slide2: Story = {
  args: { initialIndex: 1 },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 2);
  },
};

export const Slide3: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 3);
  },
};

/** The next button and a dot move the slides; the screens are those of Slide2 and Slide3. */
export const MovedByButtons: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await expectShown(canvasElement, 2);
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Show testimonial 3 of 3" }),
    );
    await expectShown(canvasElement, 3);
  },
};

export const WrapsForward: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await next(canvasElement);
    await expectShown(canvasElement, 3);
    await next(canvasElement);
    await expectShown(canvasElement, 1);
  },
};

export const WrapsBackward: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await previous(canvasElement);
    await expectShown(canvasElement, 3);
    await previous(canvasElement);
    await expectShown(canvasElement, 2);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Show testimonial 1 of 3" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expectShown(canvasElement, 2);
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expectShown(canvasElement, 3);
    await userEvent.keyboard("{ArrowRight}");
    await expectShown(canvasElement, 1);
  },
};
