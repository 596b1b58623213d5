import { chakra, Flex, Grid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { SelectInput } from "../components/SelectInput";
import type { Assignee } from "../lib/inbox/api";
import { isLeadStatus, LEAD_STATUSES, STATUS_TEXT } from "../lib/inbox/statuses";
import type { BulkAction } from "../lib/inbox/team-api";
import { AssigneeOptions } from "./AssigneeOptions";
import { plural } from "./format";

export interface SelectionBarProps {
  /** How many leads are selected. */
  count: number;
  /** Every member a lead can be assigned to. */
  assignees: readonly Assignee[];
  /** The signed-in member's id. */
  me: string;
  /** Applies one change to every selected lead; the controls wait while `busy`. */
  onApply: (action: BulkAction) => void;
  /** Clears the selection. */
  onClear: () => void;
  /** A change is under way: the controls wait. */
  busy?: boolean;
}

/**
 * What can be done to the selected leads at once: a status, an assignee, or spam in one press.
 * Each change is one request, applied to every lead or (if one has gone meanwhile) to none.
 */
export function SelectionBar({
  count,
  assignees,
  me,
  onApply,
  onClear,
  busy = false,
}: SelectionBarProps) {
  const [status, setStatus] = useState<string>("contacted");
  const [assignee, setAssignee] = useState(me);
  const apply = (action: BulkAction) => {
    if (!busy) onApply(action);
  };
  return (
    <chakra.section
      aria-label="Selected leads"
      borderWidth="1px"
      borderColor="brand.500"
      borderRadius="xl"
      bg="bg"
      p={{ base: "4", md: "5" }}
    >
      <Flex justify="space-between" align="center" gap="3" flexWrap="wrap" mb="4">
        <Text fontWeight="semibold">{plural(count, "lead")} selected</Text>
        <Flex gap="2" flexWrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="ink"
            aria-disabled={busy || undefined}
            onClick={() => apply({ kind: "status", status: "spam" })}
          >
            Mark as spam
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </Flex>
      </Flex>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
        <chakra.form
          onSubmit={(event) => {
            event.preventDefault();
            if (isLeadStatus(status)) apply({ kind: "status", status });
          }}
        >
          <FormField name="bulk-status" label="Set the status">
            {(control) => (
              <Grid templateColumns="minmax(0, 1fr) auto" gap="2">
                <SelectInput
                  {...control}
                  value={status}
                  onChange={(event) => setStatus(event.target.value)}
                >
                  {LEAD_STATUSES.map((option) => (
                    <option key={option} value={option}>
                      {STATUS_TEXT[option].label}
                    </option>
                  ))}
                </SelectInput>
                <Button type="submit" aria-disabled={busy || undefined}>
                  Set status
                </Button>
              </Grid>
            )}
          </FormField>
        </chakra.form>
        <chakra.form
          onSubmit={(event) => {
            event.preventDefault();
            apply({ kind: "assign", assignee: assignee || null });
          }}
        >
          <FormField name="bulk-assignee" label="Assign to">
            {(control) => (
              <Grid templateColumns="minmax(0, 1fr) auto" gap="2">
                <SelectInput
                  {...control}
                  value={assignee}
                  onChange={(event) => setAssignee(event.target.value)}
                >
                  <AssigneeOptions assignees={assignees} me={me} />
                </SelectInput>
                <Button type="submit" aria-disabled={busy || undefined}>
                  Assign
                </Button>
              </Grid>
            )}
          </FormField>
        </chakra.form>
      </Grid>
    </chakra.section>
  );
}
