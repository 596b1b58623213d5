import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HomeHero } from "../../src/components/HomeHero";
import { Button } from "../../src/components/Button";
import {
  CONTROL_VARIATIONS,
  homeContent,
  seedVariations,
  variationText,
  type SeededVariations,
} from "../fixtures/home";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { untilGridPainted } from "../fixtures/ripple-grid";
import { bothScreens, noImage } from "../fixtures/screens";

const meta = {
  title: "Sections/Home hero",
  component: HomeHero,
  args: { content: homeContent.hero },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

const assignmentsTracked = () => trackedEvents("ab_test_assignment");

/** The words on screen (the chosen variation) of the value text and of the call to action. */
function shownVariation(canvasElement: HTMLElement, list: "valuePropositions" | "ctas") {
  const texts = homeContent.hero[list].map((item) => item.text);
  const visible = [...canvasElement.querySelectorAll<HTMLElement>("[data-variation]")].filter(
    (element) =>
      texts.includes(element.textContent ?? "") && element.getAttribute("aria-hidden") !== "true",
  );
  return visible.map((element) => element.dataset.variation);
}

const returningVisitor = (
  variations: SeededVariations,
  list: "valuePropositions" | "ctas",
  variation: string,
): Story => ({
  beforeEach: () => seedVariations({ ...CONTROL_VARIATIONS, ...variations }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(shownVariation(canvasElement, list)).toEqual([variation]));
    if (list === "ctas") {
      await expect(
        canvas.getByRole("link", { name: variationText("ctas", variation) }),
      ).toHaveAttribute("href", homeContent.hero.cta.to);
    } else {
      await expect(canvas.getByText(variationText(list, variation))).toBeVisible();
    }
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      homeContent.hero.heading,
    );
    await expect(canvas.getByRole("link", { name: "Explore our services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await untilGridPainted(canvasElement);
  },
});

export const ValuePropositionControl: Story = {
  ...returningVisitor({}, "valuePropositions", "control"),
  parameters: noImage,
};
export const ValuePropositionVariantB = returningVisitor(
  { value_proposition: "variant_b" },
  "valuePropositions",
  "variant_b",
);
export const ValuePropositionVariantC = returningVisitor(
  { value_proposition: "variant_c" },
  "valuePropositions",
  "variant_c",
);
export const CtaControl = returningVisitor({}, "ctas", "control");
export const CtaVariantB = returningVisitor({ hero_cta: "variant_b" }, "ctas", "variant_b");
export const CtaVariantC = returningVisitor({ hero_cta: "variant_c" }, "ctas", "variant_c");

/** A click on the call to action reports the words on screen: the picture is CtaVariantB's. */
export const CtaClickReportsShownText: Story = {
  parameters: noImage,
  beforeEach: () => {
    const stopSpying = withGtagSpy();
    const forget = seedVariations({ ...CONTROL_VARIATIONS, hero_cta: "variant_b" });
    return () => {
      stopSpying();
      forget();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = variationText("ctas", "variant_b");
    const cta = await canvas.findByRole("link", { name: shown });
    await userEvent.click(cta);
    // The hidden variations' words are in the link too; only the one on screen is reported.
    await expect(trackedEvents("button_click")).toEqual([
      { event_label: shown, button_text: shown, variant: "solid", size: "lg" },
    ]);
    await expect(trackedEvents("generate_lead")).toEqual([
      { event_category: "engagement", event_label: shown },
    ]);
    await untilGridPainted(canvasElement);
  },
};

/** Mounts the hero again on request, as a later visit would. */
function Remountable(args: Story["args"]) {
  const [visit, setVisit] = useState(1);
  return (
    <>
      <HomeHero key={visit} content={homeContent.hero} {...args} />
      <Button m="4" variant="outline" onClick={() => setVisit((count) => count + 1)}>
        Visit again
      </Button>
    </>
  );
}

export const StoredVariationKept: Story = {
  parameters: bothScreens,
  beforeEach: () => {
    const stopSpying = withGtagSpy();
    const forget = seedVariations({ ...CONTROL_VARIATIONS, value_proposition: "variant_c" });
    return () => {
      stopSpying();
      forget();
    };
  },
  render: (args) => <Remountable {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(shownVariation(canvasElement, "valuePropositions")).toEqual(["variant_c"]),
    );
    await step("a later visit keeps the stored variation", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Visit again" }));
      await userEvent.click(canvas.getByRole("button", { name: "Visit again" }));
      await waitFor(() =>
        expect(shownVariation(canvasElement, "valuePropositions")).toEqual(["variant_c"]),
      );
      await expect(window.localStorage.getItem("ab_test_value_proposition")).toBe("variant_c");
    });
    await expect(assignmentsTracked()).toEqual([]);
    await untilGridPainted(canvasElement);
  },
};

export const NewVisitorAssignedOnce: Story = {
  beforeEach: () => {
    const stopSpying = withGtagSpy();
    const forget = seedVariations({});
    // 0.7 falls on the third variation of every test (0.66 and above).
    const random = Math.random;
    Math.random = () => 0.7;
    return () => {
      Math.random = random;
      stopSpying();
      forget();
    };
  },
  render: (args) => <Remountable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(shownVariation(canvasElement, "ctas")).toEqual(["variant_c"]));
    await expect(shownVariation(canvasElement, "valuePropositions")).toEqual(["variant_c"]);
    await userEvent.click(canvas.getByRole("button", { name: "Visit again" }));
    await expect(window.localStorage.getItem("ab_test_hero_headline")).toBe("variant_c");
    await expect(assignmentsTracked()).toEqual([
      { test_name: "hero_headline", variation: "variant_c" },
      { test_name: "value_proposition", variation: "variant_c" },
      { test_name: "hero_cta", variation: "variant_c" },
    ]);
    await untilGridPainted(canvasElement);
  },
};
