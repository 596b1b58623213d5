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
import { aMouseCanLeave } from "../browser/mouse-can-leave";
import { SiteLink } from "./SiteLink";

// The popup's code is fetched while the browser is idle and only runs if the visitor heads off.
const { Component: ExitIntentPopup, preload: preloadExitIntentPopup } = preloadable(() =>
  import(/* webpackChunkName: "exit-popup" */ "./ExitIntentPopup").then(
    (module) => module.ExitIntentPopup,
  ),
);

// Only a mouse leaves the window through its top edge: where no pointer can hover (a phone's
// touch screen), the popup never opens, so its code is not fetched ahead. Should a mouse appear
// later, the popup still opens, its code fetched then.
const preloadWhereAMouseCanLeave = () =>
  aMouseCanLeave() ? preloadExitIntentPopup() : Promise.resolve(undefined);

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
  /** A lead already sent, when drawn as after it (stories start there): its note, no popup. */
  sent?: { result: LeadResult; choice: string };
}

type Stage = "waiting" | "open" | "done";

/**
 * The note a sent lead leaves: what happens next, the resource to read at once, and, for a guide or
 * report that reached the server, that its email also confirms the subscription.
 */
interface SentNote {
  text: string;
  resource: ResourceId | null;
  confirm: string | null;
}

function sentNote(
  copy: Queries.ExitPopupCopy,
  notices: Queries.FormNotices,
  { result, choice }: NonNullable<ExitIntentProps["sent"]>,
): SentNote {
  const resource = isResourceId(choice) ? choice : null;
  return {
    text: result.queued
      ? queuedText(notices, result)
      : choice === STRATEGY_CALL_ID
        ? copy.callSuccessText
        : copy.successText,
    resource,
    confirm: resource && !result.queued ? notices.confirmWithResource : null,
  };
}

/**
 * The exit-intent popup, mounted on every page. It opens at most once per page load and never again
 * after it was shown; once a lead is sent it closes and a short note confirms it.
 */
export function ExitIntent({
  copy,
  notices,
  magnets,
  contactEmail,
  submit,
  sent,
}: ExitIntentProps) {
  const [stage, setStage] = useState<Stage>(sent ? "done" : "waiting");
  const [note, setNote] = useState(() => (sent ? sentNote(copy, notices, sent) : null));
  const reservedBelow = useReservedBelow();
  usePreloadWhenIdle(preloadWhereAMouseCanLeave);
  useExitIntent(stage === "waiting", () => setStage("open"));

  const close = useCallback(() => setStage("done"), []);
  const done = useCallback(
    (result: LeadResult, choice: string) => {
      setStage("done");
      setNote(sentNote(copy, notices, { result, choice }));
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
        {note && (
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
                {note.text}
                {note.resource && (
                  <>
                    {" "}
                    {/* What was promised, at once: the email carries the same link. */}
                    <SiteLink
                      to={resourcePath(note.resource)}
                      color="accent.200"
                      fontWeight="semibold"
                    >
                      {copy.readNow}
                    </SiteLink>
                  </>
                )}
              </Text>
              {note.confirm && (
                <Text mt="1" fontWeight="semibold">
                  {note.confirm}
                </Text>
              )}
            </Box>
            <Button
              variant="ghost"
              size="sm"
              color="white"
              aria-label={copy.close}
              onClick={() => setNote(null)}
            >
              <Icon name="close" boxSize="4" />
            </Button>
          </Flex>
        )}
      </Box>
    </>
  );
}
