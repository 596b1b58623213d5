import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Icon } from "./Icon";
import { SiteLink } from "./SiteLink";

/** Email, phones, postal address and opening hours, as an address block. */
export function ContactList({
  contact,
  inverted = false,
}: {
  /** Email, phones, address and hours, from content/data/contact.json. */
  contact: Queries.ContactDetailsFieldsFragment;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
}) {
  const muted = inverted ? "fg.invertedMuted" : "fg.muted";
  const { address } = contact;
  return (
    <chakra.address fontStyle="normal">
      <Flex direction="column" gap="3" fontSize="sm" color={muted}>
        <Row icon="mail">
          <SiteLink to={`mailto:${contact.email}`} _hover={{ color: inverted ? "white" : "fg" }}>
            {contact.email}
          </SiteLink>
        </Row>
        {contact.phones.map((phone) => (
          <Row icon="phone" key={phone.tel}>
            <SiteLink to={`tel:${phone.tel}`} _hover={{ color: inverted ? "white" : "fg" }}>
              {phone.display}
            </SiteLink>
            <Text as="span" srOnly>
              {" "}
              ({phone.label})
            </Text>
            <Text as="span" aria-hidden="true">
              {" "}
              · {phone.label}
            </Text>
          </Row>
        ))}
        <Row icon="mapPin">
          <span>
            {address.street}
            <br />
            {address.locality}, {address.postcode}
            <br />
            {address.region}, {address.country}
          </span>
        </Row>
        <Row icon="clock">
          <span>
            {contact.hours.map((slot) => (
              <Box as="span" display="block" key={slot.days}>
                {slot.days}: {slot.time}
              </Box>
            ))}
          </span>
        </Row>
      </Flex>
    </chakra.address>
  );
}

function Row({
  icon,
  children,
}: {
  icon: "mail" | "phone" | "mapPin" | "clock";
  children: ReactNode;
}) {
  return (
    <Box display="flex" gap="3" alignItems="flex-start">
      <Icon name={icon} boxSize="4" mt="1" />
      <Box>{children}</Box>
    </Box>
  );
}
