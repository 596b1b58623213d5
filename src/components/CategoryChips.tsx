import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useId } from "react";
import { BLOG_CATEGORY_ATTRIBUTE } from "../lib/blog/list-marks";
import type { CategoryCount } from "../lib/blog/posts";
import { Button } from "./Button";

export interface CategoryChipsProps {
  /** Names the group, shown above the chips. */
  label: string;
  /** "all" first, then each category, with the number of posts in it. */
  categories: readonly CategoryCount[];
  /** The pressed category's id ("all" for every post) as the chips are drawn. */
  selected: string;
}

/**
 * The blog's category chips: toggle buttons, each with its count of posts. One is pressed at a
 * time; pressing it again goes back to all posts (the blog list's DOM code presses them). A chip
 * looks pressed by its `aria-pressed`, so the build's CSS draws either state.
 */
export function CategoryChips({ label, categories, selected }: CategoryChipsProps) {
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      <Flex role="group" aria-labelledby={labelId} flexWrap="wrap" gap="2">
        {categories.map((category) => (
          <Button
            key={category.id}
            size="sm"
            variant="outline"
            // The solid variant's look, while pressed.
            _pressed={{
              bg: "colorPalette.solid",
              color: "colorPalette.contrast",
              borderColor: "transparent",
              _hover: { bg: "colorPalette.fg" },
            }}
            aria-pressed={category.id === selected}
            {...{ [BLOG_CATEGORY_ATTRIBUTE]: category.id }}
          >
            {category.label}{" "}
            <chakra.span
              minW="6"
              px="1.5"
              borderRadius="full"
              fontSize="xs"
              textAlign="center"
              bg="brand.subtle"
              color="brand.fg"
              css={{ "[aria-pressed=true] > &": { bg: "brand.800", color: "brand.contrast" } }}
            >
              {category.count}
            </chakra.span>
          </Button>
        ))}
      </Flex>
    </Box>
  );
}
