import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LogoStrip } from "../../src/components/LogoStrip";
import { LOGO_ROTATION_MS } from "../../src/lib/constants";
import { chrome } from "../fixtures/chrome";
import { bothScreens, noImage, withMotion } from "../fixtures/screens";

const meta = {
  title: "Sections/Logo strip",
  component: LogoStrip,
  args: { heading: chrome.footer.logosHeading, logos: chrome.logos },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

function activeLogo(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement.querySelector("li[data-active]")?.textContent;
}

/** The dot that highlights the logo named `name`. */
const dotOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name: `Highlight ${name}` });

const highlighted = (index: number): Story => ({
  args: { initialIndex: index },
  play: async ({ canvasElement }) => {
    const name = chrome.logos[index]?.name ?? "";
    await expect(activeLogo(canvasElement)).toBe(name);
    await expect(dotOf(canvasElement, name)).toHaveAttribute("aria-pressed", "true");
  },
});

export const Highlight1 = highlighted(0);
export const Highlight2 = highlighted(1);
export const Highlight3 = highlighted(2);
export const Highlight4 = highlighted(3);
export const Highlight5 = highlighted(4);
export const Highlight6 = highlighted(5);

const HARBOUR = chrome.logos.findIndex((logo) => logo.name === "Harbour Homes");

/** A later logo highlighted by its dot: here Harbour Homes, as the strip opens. */
export const DotClicked: Story = {
  args: { initialIndex: HARBOUR },
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const dot = (name: string) => dotOf(canvasElement, name);
    await expect(activeLogo(canvasElement)).toBe("Harbour Homes");
    await expect(dot("Harbour Homes")).toHaveAttribute("aria-pressed", "true");
    await expect(dot("Brightpath Retail")).toHaveAttribute("aria-pressed", "false");
  },
};

/** A dot's click highlights its logo, and another's moves it on. The picture is DotClicked's. */
export const DotsHighlight: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const dot = (name: string) => dotOf(canvasElement, name);
    await userEvent.click(dot("Harbour Homes"));
    await expect(activeLogo(canvasElement)).toBe("Harbour Homes");
    await expect(dot("Harbour Homes")).toHaveAttribute("aria-pressed", "true");
    await expect(dot("Brightpath Retail")).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(dot("Brightpath Retail"));
    await expect(activeLogo(canvasElement)).toBe("Brightpath Retail");
    await expect(dot("Harbour Homes")).toHaveAttribute("aria-pressed", "false");
  },
};

export const AdvancesEveryThreeSeconds: Story = {
  parameters: { chromatic: { ...withMotion.chromatic, ...noImage.chromatic } },
  play: async ({ canvasElement }) => {
    const started = performance.now();
    await expect(activeLogo(canvasElement)).toBe("Brightpath Retail");
    await waitFor(() => expect(activeLogo(canvasElement)).toBe("Kestrel Health"), {
      timeout: LOGO_ROTATION_MS + 1500,
    });
    await expect(performance.now() - started).toBeGreaterThan(LOGO_ROTATION_MS - 500);
    // Hovering holds it still, which also keeps the image baseline stable.
    await userEvent.hover(within(canvasElement).getByText("Kestrel Health"));
    await expect(canvasElement.querySelector("section")).toHaveAttribute("data-rotating", "false");
  },
};

export const PausedOnFocus: Story = {
  parameters: withMotion,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector("section");
    await expect(section).toHaveAttribute("data-rotating", "true");
    within(canvasElement).getByRole("button", { name: "Highlight Kestrel Health" }).focus();
    await waitFor(() => expect(section).toHaveAttribute("data-rotating", "false"));
  },
};

/** Held still by its pause button: the button now offers to resume. */
export const PausedByButton: Story = {
  args: { pausedAtStart: true },
  parameters: withMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Resume logo rotation" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("section")).toHaveAttribute("data-rotating", "false");
  },
};

/** The pause button holds the strip still, and resumes it. */
export const PausesAndResumes: Story = {
  parameters: { chromatic: { ...withMotion.chromatic, ...noImage.chromatic } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvasElement.querySelector("section");
    await userEvent.click(canvas.getByRole("button", { name: "Pause logo rotation" }));
    await userEvent.unhover(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(section).toHaveAttribute("data-rotating", "false");
    await userEvent.click(canvas.getByRole("button", { name: "Resume logo rotation" }));
    await expect(canvas.getByRole("button", { name: "Pause logo rotation" })).toBeInTheDocument();
  },
};

export const FollowsReducedMotion: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    // The test-runner emulates prefers-reduced-motion for this story: the strip must hold still.
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await expect(canvasElement.querySelector("section")).toHaveAttribute(
      "data-rotating",
      String(!reduced),
    );
  },
};
