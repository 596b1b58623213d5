import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { AB_TEST_ATTRIBUTE, shownVariation, VARIATION_ATTRIBUTE } from "../lib/ab";

export type StackedVariationsProps = Omit<HTMLChakraProps<"span">, "children"> & {
  /** Every variation's text; all take up room, only the chosen one shows. */
  variations: readonly Queries.HomeVariationText[];
  /** The variation id drawn as shown; an unknown id shows the first (the control). */
  chosen?: string;
  /** The A/B test whose variations these are: its DOM code shows the visitor's. */
  test?: string;
};

/**
 * An A/B-tested text with every variation laid in one grid cell and only the chosen one visible
 * (the others are hidden from assistive technology too, and their `aria-hidden` hides them from
 * sight, so that src/browser/behaviours/ab-tests.ts shows another by that attribute alone): the
 * box is always as large as the largest variation, so showing the visitor's variation after the
 * page has loaded moves nothing on the page.
 */
export function StackedVariations({ variations, chosen, test, ...rest }: StackedVariationsProps) {
  const shown = shownVariation(variations, chosen ?? "")?.variation;
  return (
    <chakra.span
      display="inline-grid"
      {...{ [AB_TEST_ATTRIBUTE]: test }}
      css={{ "& > [aria-hidden=true]": { visibility: "hidden" } }}
      {...rest}
    >
      {variations.map((item) => (
        <chakra.span
          key={item.variation}
          gridArea="1 / 1"
          {...{ [VARIATION_ATTRIBUTE]: item.variation }}
          aria-hidden={item.variation === shown ? undefined : true}
        >
          {item.text}
        </chakra.span>
      ))}
    </chakra.span>
  );
}
