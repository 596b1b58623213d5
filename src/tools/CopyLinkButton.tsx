import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { track } from "../browser/analytics/track";
import { TextInput } from "../components/TextInput";

type CopyState = { status: "idle" } | { status: "copied" } | { status: "failed"; url: string };

/** How long "Link copied" stays before the button is ready again. */
const COPIED_MS = 4000;

export interface CopyLinkButtonProps {
  /** The button's words and the copied note. */
  copy: Queries.CalculatorCopyLink;
  /** The address to copy, asked for at the click so it is the current one. */
  getUrl: () => string;
  /**
   * An outcome to open with, as if the link had just been copied or refused (the catalogue shows
   * each at once). It stays until the next click: no timer, no selection, no focus moved.
   */
  initialOutcome?: "copied" | "failed";
}

function openingState(
  outcome: CopyLinkButtonProps["initialOutcome"],
  getUrl: () => string,
): CopyState {
  if (outcome === "copied") return { status: "copied" };
  if (outcome === "failed") return { status: "failed", url: getUrl() };
  return { status: "idle" };
}

/**
 * Copies a link to the current results. Where the browser has no clipboard or refuses, the link
 * is shown selected in a read-only field to copy by hand. The outcome is announced politely.
 */
export function CopyLinkButton({ copy, getUrl, initialOutcome }: CopyLinkButtonProps) {
  const [state, setState] = useState<CopyState>(() => openingState(initialOutcome, getUrl));
  const fallbackId = useId();
  const fallbackRef = useRef<HTMLInputElement>(null);
  const clicked = useRef(false);

  useEffect(() => {
    if (!clicked.current) return;
    if (state.status === "copied") {
      const timer = window.setTimeout(() => setState({ status: "idle" }), COPIED_MS);
      return () => window.clearTimeout(timer);
    }
    if (state.status === "failed") fallbackRef.current?.select();
  }, [state]);

  async function copyLink() {
    clicked.current = true;
    const url = getUrl();
    try {
      // Missing outside secure contexts and in some embedded browsers.
      if (typeof navigator.clipboard?.writeText !== "function") throw new Error("No clipboard");
      await navigator.clipboard.writeText(url);
      setState({ status: "copied" });
      track("user_engagement", {
        engagement_type: "copy_link",
        event_label: window.location.pathname,
      });
    } catch {
      setState({ status: "failed", url });
    }
  }

  const copied = state.status === "copied";
  return (
    <Box>
      <Button variant="outline" size="sm" onClick={() => void copyLink()}>
        {copied && <Icon name="check" boxSize="4" />}
        {copied ? copy.copied : copy.label}
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted" mt={state.status === "idle" ? 0 : "2"}>
        {copied && copy.copiedMessage}
        {state.status === "failed" && copy.failedMessage}
      </Text>
      {state.status === "failed" && (
        <Flex direction="column" gap="1.5" mt="2">
          <chakra.label htmlFor={fallbackId} fontSize="sm" fontWeight="medium">
            {copy.fallbackLabel}
          </chakra.label>
          <TextInput
            ref={fallbackRef}
            id={fallbackId}
            readOnly
            value={state.url}
            onFocus={(event) => event.target.select()}
          />
        </Flex>
      )}
    </Box>
  );
}
