import { buttonRecipe } from "./button";
import { containerRecipe } from "./container";
import { headingRecipe } from "./heading";
import { inputRecipe } from "./input";
import { linkRecipe } from "./link";

// Only the recipes the site renders; every Chakra component used must have its recipe here.
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
};
