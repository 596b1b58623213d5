import { Flex } from "@chakra-ui/react";
import { Icon, isIconName } from "./Icon";
import { SiteLink } from "./SiteLink";

/** The studio's social profiles as icon links, each named for screen readers and opening in a new tab. */
export function SocialLinks({
  links,
}: {
  /** The profiles, from content/data/social.json. */
  links: readonly Queries.SocialLink[];
}) {
  return (
    <Flex align="center" as="ul" listStyleType="none" gap="2">
      {links.map((link) => (
        <li key={link.network}>
          <SiteLink
            to={link.url}
            aria-label={`${link.label} (opens in a new tab)`}
            display="grid"
            placeItems="center"
            boxSize="10"
            borderRadius="full"
            borderWidth="1px"
            borderColor="ink.700"
            color="ink.200"
            _hover={{ color: "white", borderColor: "ink.400" }}
          >
            <Icon name={isIconName(link.network) ? link.network : "arrowRight"} boxSize="4" />
          </SiteLink>
        </li>
      ))}
    </Flex>
  );
}
