import { chakra, Grid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { SelectInput } from "../components/SelectInput";
import type { Assignee } from "../lib/inbox/api";
import { AssigneeOptions } from "./AssigneeOptions";

export interface AssignControlProps {
  /** Whom the lead is assigned to now. */
  assignee: Assignee | null;
  /** Every member it can be assigned to. */
  assignees: readonly Assignee[];
  /** The signed-in member's id. */
  me: string;
  /** Assigns it (null: to nobody); the controls wait while `busy`. */
  onAssign: (assignee: string | null) => void;
  /** A change is under way: the controls wait. */
  busy?: boolean;
}

/**
 * Whom a lead is assigned to: a choice of member applied with its button, and one press to take
 * it yourself.
 */
export function AssignControl({
  assignee,
  assignees,
  me,
  onAssign,
  busy = false,
}: AssignControlProps) {
  const now = assignee?.id ?? "";
  const [draft, setDraft] = useState({ base: now, chosen: now });
  const chosen = draft.base === now ? draft.chosen : now;
  const press = (next: string) => {
    if (!busy) onAssign(next || null);
  };
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== now) press(chosen);
      }}
    >
      <Text mb="3" fontSize="sm" color="fg.muted">
        {assignee
          ? `Assigned to ${assignee.id === me ? "you" : assignee.email}.`
          : "Not assigned to anyone."}
      </Text>
      <FormField name="assignee" label="Assign to">
        {(control) => (
          <Grid templateColumns="minmax(0, 1fr) auto" gap="2">
            <SelectInput
              {...control}
              value={chosen}
              onChange={(event) => setDraft({ base: now, chosen: event.target.value })}
            >
              <AssigneeOptions assignees={assignees} me={me} />
            </SelectInput>
            <Button type="submit" aria-disabled={busy || chosen === now || undefined}>
              Assign
            </Button>
          </Grid>
        )}
      </FormField>
      {now !== me && (
        <Button
          mt="4"
          size="sm"
          variant="outline"
          aria-disabled={busy || undefined}
          onClick={() => press(me)}
        >
          Assign to me
        </Button>
      )}
    </chakra.form>
  );
}
