import { Flex, Heading } from "@chakra-ui/react";
import { SiteLink } from "./SiteLink";

/** A titled column of footer links. */
export function FooterLinkList({
  title,
  links,
}: {
  /** The column's heading. */
  title: string;
  /** The column's links, in order. */
  links: readonly Queries.NavLink[];
}) {
  return (
    <nav aria-label={title}>
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      <Flex direction="column" as="ul" listStyleType="none" gap="2.5" mt="4">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              fontSize="sm"
              color="fg.invertedMuted"
              _hover={{ color: "white" }}
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
