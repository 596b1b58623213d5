import { Box, chakra, Grid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { LeadDetail } from "../lib/inbox/api";
import { FORM_LABELS } from "../lib/inbox/forms";
import { leadFields } from "../lib/inbox/lead-fields";
import { codeLabel } from "../emails/labels";
import { formatTime } from "./format";
import { Panel } from "./Panel";

export interface LeadRecordProps {
  /** The lead, whole. */
  lead: LeadDetail;
}

/** A list of labelled values: the label above its value on a phone, beside it when there is room. */
function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: "1fr", sm: "11rem minmax(0, 1fr)" }}
      columnGap="4"
      rowGap="3"
    >
      {rows.map(({ label, value }) => (
        <Box key={label} display="contents">
          <chakra.dt fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </chakra.dt>
          <chakra.dd whiteSpace="pre-wrap" overflowWrap="anywhere" mb={{ base: "2", sm: "0" }}>
            {value}
          </chakra.dd>
        </Box>
      ))}
    </Grid>
  );
}

const time = (iso: string) => <time dateTime={iso}>{formatTime(iso)}</time>;

/**
 * What the visitor sent, every field labelled (a contact message's or a lead's), with where and
 * when: the form, the page it was sent from, the consent a sign-up gave (the words shown, their
 * version) and whether its address was confirmed.
 */
export function LeadRecord({ lead }: LeadRecordProps) {
  const { consent, confirmation } = lead;
  const fields = leadFields(lead, codeLabel);
  // A lead's record names its form itself; a contact message's does not.
  const form = fields.some((field) => field.name === "source")
    ? []
    : [{ label: "Form", value: FORM_LABELS[lead.form] }];
  return (
    <Stack gap="6">
      <Panel heading="What they sent">
        <Facts
          rows={[
            ...fields.map(({ label, value }) => ({ label, value })),
            { label: "Received", value: time(lead.receivedAt) },
            ...form,
            { label: "Sent from", value: lead.page ?? "The browser did not say" },
            { label: "Lead id", value: lead.id },
          ]}
        />
      </Panel>
      {(consent || confirmation) && (
        <Panel heading="Consent">
          <Stack gap="4">
            {consent && (
              <Facts
                rows={[
                  { label: "Agreed", value: time(consent.at) },
                  { label: "On the page", value: consent.page ?? "The browser did not say" },
                  { label: "Form", value: consent.form },
                  {
                    label: "Words shown",
                    value: (
                      <chakra.blockquote borderStartWidth="3px" borderColor="border" ps="3">
                        {consent.wording}
                      </chakra.blockquote>
                    ),
                  },
                  { label: "Wording version", value: consent.version },
                ]}
              />
            )}
            {confirmation && (
              <Text>
                {confirmation.state === "confirmed" && confirmation.at ? (
                  <>Address confirmed {time(confirmation.at)}.</>
                ) : (
                  "Waiting for the visitor to confirm their address."
                )}
              </Text>
            )}
          </Stack>
        </Panel>
      )}
    </Stack>
  );
}
