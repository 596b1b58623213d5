import { AspectRatio, Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "./Button";
import { Icon } from "./Icon";
import { SiteLink } from "./SiteLink";

export interface MapEmbedProps {
  /** The map's address, title and fallback link, from content. */
  map: Queries.MapEmbed;
}

/**
 * The office map, loaded only when the visitor asks for it, in a box of fixed proportions so
 * nothing moves when it arrives. The address link is always there as a fallback.
 */
export function MapEmbed({ map }: MapEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that loaded the map is gone: focus moves to the map rather than to the page.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);
  return (
    <Box>
      <AspectRatio ratio={{ base: 4 / 3, md: 16 / 7 }}>
        <Box borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="border">
          {loaded ? (
            <chakra.iframe
              ref={frameRef}
              src={map.embedUrl}
              title={map.title}
              loading="lazy"
              width="100%"
              height="100%"
              border="0"
            />
          ) : (
            <Flex
              direction="column"
              align="center"
              justify="center"
              gap="4"
              p="6"
              width="100%"
              height="100%"
              textAlign="center"
              bg="bg.subtle"
            >
              <Box color="brand.fg">
                <Icon name="mapPin" boxSize="8" />
              </Box>
              <Text color="fg.muted" maxW="sm">
                {map.notice}
              </Text>
              <Button variant="outline" onClick={() => setLoaded(true)}>
                {map.loadLabel}
              </Button>
            </Flex>
          )}
        </Box>
      </AspectRatio>
      <Text mt="3">
        <SiteLink to={map.linkUrl}>{map.linkLabel}</SiteLink>
      </Text>
    </Box>
  );
}
