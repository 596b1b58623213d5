import { Flex } from "@chakra-ui/react";
import { Icon } from "../components/Icon";
import { ratingStars, ratingText } from "../lib/tools/dashboard";

export interface RatedStarsProps {
  /** Whole stars from 1 to 5. */
  rating: number;
  /** "Rated {rating} out of {max}". */
  template: string;
}

/** Five stars, as many filled as the rating; read by assistive technology as "Rated 5 out of 5". */
export function RatedStars({ rating, template }: RatedStarsProps) {
  return (
    <Flex role="img" aria-label={ratingText(rating, template)} gap="0.5" color="brand.500">
      {ratingStars(rating).map((filled, index) => (
        <Icon
          key={index}
          name="star"
          boxSize="5"
          fill={filled ? "currentColor" : "none"}
          color={filled ? undefined : "ink.400"}
        />
      ))}
    </Flex>
  );
}
