import {
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from "@chakra-ui/react";
import { forwardRef } from "react";
import { buttonClickAttributes } from "../lib/analytics/button-click";
import type { buttonRecipe } from "../theme/recipes/button";
import { COMMAND_PROPS } from "./plain-button";

// The theme's button recipe on a plain <button>: Chakra's own Button also bundles a loading
// spinner the site never shows.
const { withContext } = createRecipeContext({ key: "button" });

type RecipeButtonProps = HTMLChakraProps<"button", RecipeVariantProps<typeof buttonRecipe>>;

const RecipeButton = withContext<HTMLButtonElement, RecipeButtonProps>("button", {
  forwardProps: COMMAND_PROPS,
});

export type ButtonProps = RecipeButtonProps & {
  /** The button's name in analytics (`button_click`'s `event_label`); defaults to its text. */
  trackingLabel?: string;
  /** A lead call to action: a click is also a `generate_lead` (engagement) with the button's text. */
  lead?: boolean;
  /**
   * The words the visitor sees, where the button also holds words it hides (an A/B test's other
   * variations); analytics report these instead of the button's whole text.
   */
  shownText?: string;
};

/**
 * The site's button, in the theme's button styles. It carries what analytics report of a click
 * (`button_click`, before the caller's own handler runs; src/browser/analytics/button-clicks.ts),
 * so that it is reported from the build's HTML too (see docs/product.md#analytics-events).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { trackingLabel, lead, shownText, ...props },
  ref,
) {
  const tracking = buttonClickAttributes({
    trackingLabel,
    shownText,
    lead,
    variant: props.variant,
    size: props.size,
  });
  // A plain button never submits a form by accident; a link drawn as a button (asChild) has no type.
  const type = props.asChild ? undefined : "button";
  return <RecipeButton ref={ref} type={type} {...tracking} {...props} />;
});
