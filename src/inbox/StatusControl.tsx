import { chakra, Flex, Grid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { SelectInput } from "../components/SelectInput";
import {
  isLeadStatus,
  LEAD_STATUSES,
  NOT_SPAM_STATUS,
  STATUS_TEXT,
  type LeadStatus,
} from "../lib/inbox/statuses";

export interface StatusControlProps {
  /** The lead's status now. */
  status: LeadStatus;
  /** Sets a new status; the controls wait while `busy`. */
  onChange: (status: LeadStatus) => void;
  /** A change is on its way. */
  busy?: boolean;
}

/**
 * Where the lead stands: a choice of status applied with its button (an arrow key in the list
 * changes nothing by itself), and one press to mark it as spam or take it back out.
 */
export function StatusControl({ status, onChange, busy = false }: StatusControlProps) {
  // The status being chosen; a status changed by a press below wins.
  const [draft, setDraft] = useState({ base: status, chosen: status });
  const chosen = draft.base === status ? draft.chosen : status;
  const press = (next: LeadStatus) => {
    if (!busy) onChange(next);
  };
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== status) press(chosen);
      }}
    >
      <FormField name="status" label="Set the status" hint={STATUS_TEXT[chosen].meaning}>
        {(control) => (
          <Grid templateColumns="minmax(0, 1fr) auto" gap="2">
            <SelectInput
              {...control}
              value={chosen}
              onChange={(event) => {
                const next = event.target.value;
                if (isLeadStatus(next)) setDraft({ base: status, chosen: next });
              }}
            >
              {LEAD_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {STATUS_TEXT[option].label}
                </option>
              ))}
            </SelectInput>
            <Button type="submit" aria-disabled={busy || chosen === status || undefined}>
              Change
            </Button>
          </Grid>
        )}
      </FormField>
      <Flex mt="4" align="center" gap="3" flexWrap="wrap">
        {status === "spam" ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              Marked as spam: kept out of the other counts.
            </Text>
            <Button
              size="sm"
              variant="outline"
              aria-disabled={busy || undefined}
              onClick={() => press(NOT_SPAM_STATUS)}
            >
              Not spam
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="ink"
            aria-disabled={busy || undefined}
            onClick={() => press("spam")}
          >
            Mark as spam
          </Button>
        )}
      </Flex>
    </chakra.form>
  );
}
