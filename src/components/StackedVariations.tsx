import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { shownVariation } from "../lib/ab";

export type StackedVariationsProps = Omit<HTMLChakraProps<"span">, "children"> & {
  /** Every variation's text; all take up room, only the chosen one shows. */
  variations: readonly Queries.HomeVariationText[];
  /** The variation id to show; an unknown id shows the first (the control). */
  chosen: string;
};

/**
 * An A/B-tested text with every variation laid in one grid cell and only the chosen one visible: the
 * box is always as large as the largest variation, so applying the visitor's variation after
 * hydration moves nothing on the page. The others are hidden from assistive technology too.
 */
export function StackedVariations({ variations, chosen, ...rest }: StackedVariationsProps) {
  const shown = shownVariation(variations, chosen)?.variation;
  return (
    <chakra.span display="inline-grid" {...rest}>
      {variations.map((item) => {
        const visible = item.variation === shown;
        return (
          <chakra.span
            key={item.variation}
            gridArea="1 / 1"
            data-variation={item.variation}
            visibility={visible ? "visible" : "hidden"}
            aria-hidden={visible ? undefined : true}
          >
            {item.text}
          </chakra.span>
        );
      })}
    </chakra.span>
  );
}
