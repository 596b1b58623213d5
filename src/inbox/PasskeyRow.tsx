import { Box, chakra, Flex, Grid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { TextInput } from "../components/TextInput";
import { PASSKEY_NAME_MAX_LENGTH } from "../lib/inbox/limits";
import type { PasskeyInfo } from "../lib/inbox/team-api";
import { formatDay, formatTime } from "./format";

export interface PasskeyRowProps {
  /** The passkey: its name, when it was added and last used. */
  passkey: PasskeyInfo;
  /** This device used or created it. */
  here: boolean;
  /** Renames it; resolves with whether the name was kept (the form stays open if not). */
  onRename: (name: string) => Promise<boolean>;
  /** Asks to remove it. */
  onRemove: () => void;
  /** A change is under way: the controls wait. */
  busy?: boolean;
  /** Drawn with its name in the field, as after Rename (stories start there). */
  initialRenaming?: boolean;
}

/** One passkey: its name (renamed in place), when it was added and last used, and Remove. */
export function PasskeyRow({
  passkey,
  here,
  onRename,
  onRemove,
  busy = false,
  initialRenaming = false,
}: PasskeyRowProps) {
  const [renaming, setRenaming] = useState(initialRenaming);
  const [name, setName] = useState(passkey.name);
  return (
    <Box as="li" py="4" borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: "0" }}>
      {renaming ? (
        <chakra.form
          onSubmit={async (event) => {
            event.preventDefault();
            if (!busy && (await onRename(name))) setRenaming(false);
          }}
        >
          <FormField name={`name-${passkey.id}`} label="Name">
            {(control) => (
              <Grid templateColumns="minmax(0, 1fr) auto auto" gap="2">
                <TextInput
                  {...control}
                  value={name}
                  maxLength={PASSKEY_NAME_MAX_LENGTH}
                  onChange={(event) => setName(event.target.value)}
                />
                <Button type="submit" aria-disabled={busy || undefined}>
                  Save
                </Button>
                <Button variant="ghost" onClick={() => setRenaming(false)}>
                  Cancel
                </Button>
              </Grid>
            )}
          </FormField>
        </chakra.form>
      ) : (
        <Flex justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Box minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {passkey.name}
              {here && (
                <chakra.span ms="2" fontSize="xs" color="brand.fg" fontWeight="bold">
                  This device
                </chakra.span>
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Added {formatDay(passkey.createdAt)}.{" "}
              {passkey.lastUsedAt ? (
                <>
                  Last used{" "}
                  <time dateTime={passkey.lastUsedAt}>{formatTime(passkey.lastUsedAt)}</time>.
                </>
              ) : (
                "Not used to sign in yet."
              )}
            </Text>
          </Box>
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => {
                setName(passkey.name);
                setRenaming(true);
              }}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="ink"
              aria-label={`Remove ${passkey.name}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </Flex>
        </Flex>
      )}
    </Box>
  );
}
