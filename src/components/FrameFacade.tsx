import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { fillTemplate } from "../lib/fill-template";
import { Button } from "./Button";
import { SiteLink } from "./SiteLink";

/** Where a third party's frame is: not asked for, on its way, shown, or not arrived in time. */
export type FramePhase = "idle" | "loading" | "loaded" | "failed";

/** How long a frame may take before the visitor is told it has not loaded. */
export const FRAME_TIMEOUT_MS = 15_000;

export interface FrameFacadeProps {
  /** The third party's thing, by name: "VA vs AI cost calculator", "Map of ...". */
  name: string;
  /** What it does, or where it comes from: on the card before it is asked for. */
  description: ReactNode;
  /** The frame's address, and the frame's title for screen readers. */
  src: string;
  /** The button that loads it. */
  loadLabel: string;
  /** Its words while loading and on failure ({name} filled in). */
  copy: Queries.FrameCopy;
  /** The same thing on its own, in a new tab: always offered, underlined as a link. */
  link: { url: string; label: string };
  /** Describes the frame (its origin), when given: the element's id. */
  describedBy?: string;
  /** Where it starts: stories set it to show each phase at once. */
  initialPhase?: FramePhase;
  /** How long the frame may take before the card says it has not loaded. */
  timeoutMs?: number;
  /** The frame's height, held while it loads so that nothing moves when it arrives. */
  frameHeight: { base: string; md: string };
}

/**
 * A third party's page behind a card of ours: its name, what it does and a button. Its frame
 * loads only when asked for, in the box the card held, so nothing moves. A frame that has not
 * loaded in time gives way to our words and the link that opens it elsewhere. A frame whose host
 * answers with an error page still loads, so only time is a sign of failure here.
 */
export function FrameFacade({
  name,
  description,
  src,
  loadLabel,
  copy,
  link,
  describedBy,
  initialPhase = "idle",
  timeoutMs = FRAME_TIMEOUT_MS,
  frameHeight,
}: FrameFacadeProps) {
  const [phase, setPhase] = useState<FramePhase>(initialPhase);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (phase !== "loading") return;
    const timer = window.setTimeout(() => setPhase("failed"), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [phase, timeoutMs]);

  // The button that loaded the frame is gone: focus moves to the frame rather than to the page.
  useEffect(() => {
    if (asked.current && phase === "loading") frameRef.current?.focus();
  }, [phase]);

  const framed = phase === "loading" || phase === "loaded";
  return (
    <Box>
      <Box
        position="relative"
        height={phase === "idle" ? "auto" : frameHeight}
        borderRadius="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        bg="bg.subtle"
        data-phase={phase}
      >
        {framed && (
          <chakra.iframe
            ref={frameRef}
            src={src}
            title={name}
            aria-describedby={describedBy}
            onLoad={() => setPhase((now) => (now === "loading" ? "loaded" : now))}
            width="100%"
            height="100%"
            border="0"
            display="block"
          />
        )}
        {phase !== "loaded" && (
          <Flex
            position={framed ? "absolute" : "static"}
            inset="0"
            direction="column"
            align="center"
            justify="center"
            gap="4"
            p="6"
            height="100%"
            textAlign="center"
            bg="bg.subtle"
            role={phase === "idle" ? undefined : "status"}
          >
            {phase === "idle" && (
              <>
                <Text fontWeight="semibold">{name}</Text>
                <Text color="fg.muted" maxW="md">
                  {description}
                </Text>
                <Button
                  variant="outline"
                  onClick={() => {
                    asked.current = true;
                    setPhase("loading");
                  }}
                >
                  {loadLabel}
                </Button>
              </>
            )}
            {phase === "loading" && (
              <Text color="fg.muted">{fillTemplate(copy.loading, { name })}</Text>
            )}
            {phase === "failed" && <Text maxW="md">{fillTemplate(copy.failed, { name })}</Text>}
          </Flex>
        )}
      </Box>
      <Text mt="3">
        <SiteLink to={link.url} variant="underline">
          {link.label}
        </SiteLink>
      </Text>
    </Box>
  );
}
