import { Box, chakra, Flex, Grid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../components/Button";
import type { InboxDelivery } from "../lib/inbox/api";
import { canRetry, deliveryStateText, isUnrecorded, targetLabel } from "../lib/inbox/deliveries";
import { formatTime, plural } from "./format";

export interface DeliveryListProps {
  /** The deliveries to show, in the order the lead holds them. */
  deliveries: readonly InboxDelivery[];
  /** Sends a failed or refused delivery again now; its button is busy until it resolves. */
  onRetry: (target: string) => void;
  /** The target being retried, if any: its button says so and the others wait. */
  retrying?: string;
  /** Said when there are none. */
  empty: string;
}

const STATE_COLOURS: Record<InboxDelivery["state"], { bg: string; color: string }> = {
  pending: { bg: "ink.100", color: "ink.800" },
  delivered: { bg: "success.50", color: "success.700" },
  refused: { bg: "danger.50", color: "fg.error" },
  failed: { bg: "danger.50", color: "fg.error" },
};
const UNRECORDED_COLOURS = { bg: "warning.50", color: "warning.700" };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontSize="sm">{children}</chakra.dd>
    </Box>
  );
}

/**
 * Where a lead was sent and how each went: its state, how many attempts, the last one's time,
 * HTTP status and what it found, an email's Message-ID, and the next try of one still pending. An
 * email sent whose result was never recorded says so. A failed or refused one
 * has a Retry now button; once the retry has settled, focus goes to that delivery, whose button may
 * be gone.
 */
export function DeliveryList({ deliveries, onRetry, retrying, empty }: DeliveryListProps) {
  const items = useRef(new Map<string, HTMLElement>());
  const wasRetrying = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (wasRetrying.current && !retrying) items.current.get(wasRetrying.current)?.focus();
    wasRetrying.current = retrying;
  }, [retrying]);

  if (deliveries.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {deliveries.map((delivery) => {
        const label = targetLabel(delivery.target);
        return (
          <Box
            as="li"
            key={delivery.target}
            ref={(element: HTMLElement | null) => {
              if (element) items.current.set(delivery.target, element);
              else items.current.delete(delivery.target);
            }}
            tabIndex={-1}
            focusVisibleRing="outside"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            p="4"
          >
            <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
              <Text fontWeight="semibold">{label}</Text>
              <chakra.span
                px="2.5"
                py="0.5"
                borderRadius="full"
                fontSize="xs"
                fontWeight="semibold"
                {...(isUnrecorded(delivery) ? UNRECORDED_COLOURS : STATE_COLOURS[delivery.state])}
              >
                {deliveryStateText(delivery)}
              </chakra.span>
            </Flex>
            <Grid
              as="dl"
              mt="3"
              templateColumns={{ base: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))" }}
              gap="3"
            >
              <Fact label="Attempts">{plural(delivery.attempts, "attempt")}</Fact>
              <Fact label="Last attempt">
                {delivery.lastAttemptAt ? (
                  <time dateTime={delivery.lastAttemptAt}>
                    {formatTime(delivery.lastAttemptAt)}
                  </time>
                ) : (
                  "None yet"
                )}
              </Fact>
              {delivery.status !== undefined && <Fact label="HTTP status">{delivery.status}</Fact>}
              {delivery.messageId && (
                <Fact label="Message-ID">
                  <chakra.span overflowWrap="anywhere">{delivery.messageId}</chakra.span>
                </Fact>
              )}
              {delivery.state === "pending" && delivery.nextAttemptAt && (
                <Fact label="Next attempt">
                  <time dateTime={delivery.nextAttemptAt}>
                    {formatTime(delivery.nextAttemptAt)}
                  </time>
                </Fact>
              )}
            </Grid>
            {delivery.detail && (
              <Text mt="3" fontSize="sm" overflowWrap="anywhere">
                {delivery.detail}
              </Text>
            )}
            {canRetry(delivery) && (
              <Button
                mt="3"
                size="sm"
                variant="outline"
                aria-disabled={retrying !== undefined || undefined}
                aria-label={retrying === delivery.target ? undefined : `Retry now: ${label}`}
                onClick={() => {
                  if (retrying === undefined) onRetry(delivery.target);
                }}
              >
                {retrying === delivery.target ? "Retrying…" : "Retry now"}
              </Button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
