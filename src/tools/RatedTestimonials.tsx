import { chakra, Grid } from "@chakra-ui/react";
import { RatedStars } from "./RatedStars";

export interface RatedTestimonialsProps {
  /** The testimonials, each with its star rating. */
  testimonials: readonly Queries.DashboardTestimonial[];
  /** "Rated {rating} out of {max}". */
  ratingTemplate: string;
}

/** The testimonials tab: each quote with its star rating, author and role. */
export function RatedTestimonials({ testimonials, ratingTemplate }: RatedTestimonialsProps) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }}
      gap={{ base: "4", md: "6" }}
    >
      {testimonials.map((testimonial) => (
        <chakra.li key={testimonial.author} display="flex">
          <chakra.figure
            display="flex"
            flexDirection="column"
            flex="1"
            m="0"
            p={{ base: "5", md: "6" }}
            borderRadius="2xl"
            borderWidth="1px"
            borderColor="border"
            bg="bg"
          >
            <RatedStars rating={testimonial.rating} template={ratingTemplate} />
            <chakra.blockquote mt="4" flex="1" fontSize="lg" lineHeight="1.6">
              <p>“{testimonial.quote}”</p>
            </chakra.blockquote>
            <chakra.figcaption mt="4" fontSize="sm">
              <chakra.span display="block" fontWeight="bold">
                {testimonial.author}
              </chakra.span>
              <chakra.span display="block" color="fg.muted">
                {testimonial.role}
              </chakra.span>
            </chakra.figcaption>
          </chakra.figure>
        </chakra.li>
      ))}
    </Grid>
  );
}
