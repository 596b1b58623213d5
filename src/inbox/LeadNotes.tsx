import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { TextArea } from "../components/TextArea";
import { NOTE_MAX_LENGTH, type LeadEvent } from "../lib/inbox/api";
import { formatTime } from "./format";

type Note = Extract<LeadEvent, { type: "note" }>;

export interface LeadNotesProps {
  /** The lead's notes, oldest first. */
  notes: readonly Note[];
  /** Adds a note; resolves with whether it was kept (the text is cleared only then). */
  onAdd: (text: string) => Promise<boolean>;
  /** A note is on its way. */
  busy?: boolean;
  /** What the box holds when drawn: a note already being written (stories start there). */
  initialText?: string;
}

/**
 * The team's notes on a lead, oldest first, each with who wrote it and when. Notes are only
 * ever added: a correction is another note.
 */
export function LeadNotes({ notes, onAdd, busy = false, initialText = "" }: LeadNotesProps) {
  const [text, setText] = useState(initialText);
  const [empty, setEmpty] = useState(false);
  return (
    <Stack gap="5">
      {notes.length === 0 ? (
        <Text color="fg.muted">No notes yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3">
          {notes.map((note) => (
            <Box as="li" key={note.id} borderStartWidth="3px" borderColor="brand.200" ps="3">
              <Text fontSize="sm" color="fg.muted">
                {note.by}, <time dateTime={note.at}>{formatTime(note.at)}</time>
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.text}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <chakra.form
        aria-label="Add a note"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          if (!text.trim()) {
            setEmpty(true);
            return;
          }
          if (await onAdd(text.trim())) setText("");
        }}
      >
        <FormField
          name="note"
          label="New note"
          hint="A note cannot be changed or removed once added."
          problem={empty ? { error: "Write the note first", hint: "" } : undefined}
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              value={text}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => {
                setText(event.target.value);
                setEmpty(false);
              }}
            />
          )}
        </FormField>
        <Button type="submit" mt="3" size="sm" aria-disabled={busy || undefined}>
          {busy ? "Adding…" : "Add note"}
        </Button>
      </chakra.form>
    </Stack>
  );
}
