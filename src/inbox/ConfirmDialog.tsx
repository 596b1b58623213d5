import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { Modal } from "../components/Modal";
import { TextInput } from "../components/TextInput";

export interface ConfirmDialogProps {
  /** The question, as the dialog's heading: "Erase everything held under …?". */
  title: string;
  /** What pressing the button will do, and that it cannot be undone. */
  text: string;
  /** The button that does it: "Erase", "Remove". */
  confirmLabel: string;
  /** A word to type before it runs ("erase"); without one, the press confirms. */
  typeToConfirm?: string;
  /** Does it; the dialog stays open (busy) until the caller closes it. */
  onConfirm: () => void;
  /** Closes without doing anything: Cancel, the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The action is on its way. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog. */
  problem?: ReactNode;
  /** A word typed and refused, when drawn as after it (stories start there). */
  refused?: string;
}

/**
 * Asks before something that cannot be undone (the WAI-ARIA modal dialog pattern): a modal dialog
 * named by its question and described by its consequence, focus kept inside, Escape and Cancel
 * closing it, focus back to the opener after. With a word to type, the action runs only once it
 * has been typed.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  typeToConfirm,
  onConfirm,
  onClose,
  busy = false,
  problem,
  refused,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [typed, setTyped] = useState(refused ?? "");
  const [mistyped, setMistyped] = useState(refused !== undefined);
  return (
    <Modal onClose={onClose} labelledBy={titleId} describedBy={textId} closeLabel="Close" maxW="lg">
      <chakra.form
        p={{ base: "6", md: "8" }}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (typeToConfirm && typed.trim().toLowerCase() !== typeToConfirm) {
            setMistyped(true);
            return;
          }
          onConfirm();
        }}
      >
        <Heading as="h2" size="lg" id={titleId} pe="10" overflowWrap="anywhere">
          {title}
        </Heading>
        <Text id={textId} mt="3" color="fg.muted">
          {text}
        </Text>
        {typeToConfirm && (
          <Box mt="5">
            <FormField
              name="confirm"
              label={`Type ${typeToConfirm} to confirm`}
              problem={
                mistyped
                  ? { error: `Type ${typeToConfirm} to confirm, or cancel`, hint: "" }
                  : undefined
              }
            >
              {(control) => (
                <TextInput
                  {...control}
                  value={typed}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setMistyped(false);
                  }}
                />
              )}
            </FormField>
          </Box>
        )}
        {problem && <Box mt="5">{problem}</Box>}
        <Flex mt="6" gap="3" justify="flex-end" flexWrap="wrap">
          <Button variant="ghost" colorPalette="ink" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            bg="danger.600"
            color="white"
            _hover={{ bg: "danger.700" }}
          >
            {busy ? "Working…" : confirmLabel}
          </Button>
        </Flex>
      </chakra.form>
    </Modal>
  );
}
