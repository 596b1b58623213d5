import { Box, Flex, Text } from "@chakra-ui/react";
import { Suspense, useCallback, useState } from "react";
import { preloadable } from "../browser/preloadable";
import { useReservedBelow } from "../hooks/use-bottom-reserve";
import { useExitIntent } from "../hooks/use-exit-intent";
import { usePreloadWhenIdle } from "../hooks/use-preload-when-idle";
import type { LeadResult } from "../lib/leads/result";
import { isResourceId, resourcePath, type ResourceId } from "../lib/leads/lead-purpose";
import { STRATEGY_CALL_ID } from "../lib/leads/form-ids";
import { Button } from "./Button";
import { Icon } from "./Icon";
import { queuedText } from "./queued-text";
import { SiteLink } from "./SiteLink";

// The popup's code is fetched while the browser is idle and only runs if the visitor heads off.
const { Component: ExitIntentPopup, preload: preloadExitIntentPopup } = preloadable(() =>
  import(/* webpackChunkName: "exit-popup" */ "./ExitIntentPopup").then(
    (module) => module.ExitIntentPopup,
  ),
);

export interface ExitIntentProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ExitPopupCopy;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The resources the visitor can choose from. */
  magnets: readonly Pick<Queries.LeadMagnet, "id" | "title" | "format">[];
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the email and the chosen resource; stories pass a stand-in. */
  submit: (email: string, choice: string) => Promise<LeadResult>;
}

type Stage = "waiting" | "open" | "done";

/**
 * The exit-intent popup, mounted on every page. It opens at most once per page load and never again
 * after it was shown; once a lead is sent it closes and a short note confirms it.
 */
export function ExitIntent({ copy, notices, magnets, contactEmail, submit }: ExitIntentProps) {
  const [stage, setStage] = useState<Stage>("waiting");
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [resource, setResource] = useState<ResourceId | null>(null);
  // A guide or report that reached the server: its email also confirms the subscription.
  const [confirmNote, setConfirmNote] = useState<string | null>(null);
  const reservedBelow = useReservedBelow();
  usePreloadWhenIdle(preloadExitIntentPopup);
  useExitIntent(stage === "waiting", () => setStage("open"));

  const close = useCallback(() => setStage("done"), []);
  const done = useCallback(
    (result: LeadResult, choice: string) => {
      setStage("done");
      const chosen = isResourceId(choice) ? choice : null;
      setResource(chosen);
      setConfirmNote(chosen && !result.queued ? notices.confirmWithResource : null);
      setConfirmation(
        result.queued
          ? queuedText(notices, result)
          : choice === STRATEGY_CALL_ID
            ? copy.callSuccessText
            : copy.successText,
      );
    },
    [copy, notices],
  );

  return (
    <>
      {stage === "open" && (
        <Suspense>
          <ExitIntentPopup
            copy={copy}
            notices={notices}
            magnets={magnets}
            contactEmail={contactEmail}
            submit={submit}
            onClose={close}
            onDone={done}
          />
        </Suspense>
      )}
      {/* Above the consent banner and the floating call to action, when they are shown. */}
      <Box
        role="status"
        position="fixed"
        bottom={`calc(${reservedBelow} + {spacing.4})`}
        insetX="4"
        zIndex="toast"
        pointerEvents="none"
      >
        {confirmation && (
          <Flex
            maxW="md"
            mx="auto"
            gap="3"
            align="flex-start"
            p="4"
            borderRadius="xl"
            bg="ink.950"
            color="white"
            boxShadow="lg"
            pointerEvents="auto"
          >
            <Box color="accent.300" mt="0.5">
              <Icon name="check" />
            </Box>
            <Box fontSize="sm" flex="1">
              <Text>
                {confirmation}
                {resource && (
                  <>
                    {" "}
                    {/* What was promised, at once: the email carries the same link. */}
                    <SiteLink to={resourcePath(resource)} color="accent.200" fontWeight="semibold">
                      {copy.readNow}
                    </SiteLink>
                  </>
                )}
              </Text>
              {confirmNote && (
                <Text mt="1" fontWeight="semibold">
                  {confirmNote}
                </Text>
              )}
            </Box>
            <Button
              variant="ghost"
              size="sm"
              color="white"
              aria-label={copy.close}
              onClick={() => setConfirmation(null)}
            >
              <Icon name="close" boxSize="4" />
            </Button>
          </Flex>
        )}
      </Box>
    </>
  );
}
