import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useId } from "react";
import { ALL_CATEGORIES, type CategoryCount } from "../lib/blog/posts";
import { Button } from "./Button";

export interface CategoryChipsProps {
  /** Names the group, shown above the chips. */
  label: string;
  /** "all" first, then each category, with the number of posts in it. */
  categories: readonly CategoryCount[];
  /** The pressed category's id ("all" for every post). */
  selected: string;
  /** Called with the category id the visitor presses. */
  onSelect: (id: string) => void;
}

/**
 * The blog's category chips: toggle buttons, each with its count of posts. One is pressed at a
 * time; pressing it again goes back to all posts.
 */
export function CategoryChips({ label, categories, selected, onSelect }: CategoryChipsProps) {
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      <Flex role="group" aria-labelledby={labelId} flexWrap="wrap" gap="2">
        {categories.map((category) => {
          const pressed = category.id === selected;
          return (
            <Button
              key={category.id}
              size="sm"
              variant={pressed ? "solid" : "outline"}
              aria-pressed={pressed}
              onClick={() =>
                onSelect(pressed && category.id !== ALL_CATEGORIES ? ALL_CATEGORIES : category.id)
              }
            >
              {category.label}{" "}
              <chakra.span
                minW="6"
                px="1.5"
                borderRadius="full"
                fontSize="xs"
                textAlign="center"
                bg={pressed ? "brand.800" : "brand.subtle"}
                color={pressed ? "brand.contrast" : "brand.fg"}
              >
                {category.count}
              </chakra.span>
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
