import { Box, chakra, Flex, Grid } from "@chakra-ui/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { SelectInput } from "../components/SelectInput";
import { TextInput } from "../components/TextInput";
import { SelectBox } from "./SelectBox";
import { SEARCH_MAX_LENGTH, type LeadFilter } from "../lib/inbox/api";
import { isFiltered } from "../lib/inbox/filter";
import { SEARCH_DEBOUNCE_MS } from "../lib/inbox/limits";
import { ASSIGNED_TO_ME } from "../lib/inbox/api";
import { FORM_LABELS, INBOX_FORMS, isInboxForm } from "../lib/inbox/forms";

const DAYS = [
  { name: "from", label: "Received from", bound: "max" },
  { name: "to", label: "Received to", bound: "min" },
] as const;

export interface LeadFiltersProps {
  /** The filter the list shows (read from the address). */
  filter: LeadFilter;
  /**
   * Called with the whole new filter: at once for the form, the days and Mine; for words, once
   * typing pauses (`typing`, so the address follows in place rather than a step each time) or
   * when the search is sent.
   */
  onChange: (filter: LeadFilter, typing?: boolean) => void;
}

/**
 * The list's filters: which form, received from and to (UK days), only the leads assigned to me,
 * and words to find. The choices apply as they are made; the words once typing pauses (one
 * request, not one a key) or when the search is sent. Clear filters (status too) shows every lead
 * again.
 */
export function LeadFilters({ filter, onChange }: LeadFiltersProps) {
  // The words being typed, until they are sent; a search changed elsewhere (back, clear) wins.
  const shown = filter.q ?? "";
  const [draft, setDraft] = useState({ base: shown, text: shown });
  const text = draft.base === shown ? draft.text : shown;
  // An emptied choice is undefined: the list's address leaves it out.
  const set = (changes: LeadFilter) => onChange({ ...filter, ...changes });

  // The words typed apply once the typing pauses; each key only restarts the wait.
  const latest = useRef({ filter, onChange });
  useLayoutEffect(() => {
    latest.current = { filter, onChange };
  });
  useEffect(() => {
    const q = draft.text.trim();
    if (draft.base !== (latest.current.filter.q ?? "") || q === draft.base) return;
    const wait = setTimeout(() => {
      setDraft({ base: q, text: draft.text });
      latest.current.onChange({ ...latest.current.filter, q: q || undefined }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(wait);
  }, [draft]);

  return (
    <chakra.form
      role="search"
      aria-label="Filter leads"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        // Sent, the words are the filter's: a later change of the filter (back) replaces them.
        setDraft({ base: q, text: q });
        set({ q: q || undefined });
      }}
    >
      <Grid
        templateColumns={{ base: "1fr", sm: "1fr 1fr", lg: "1.4fr 1fr 1fr 2fr" }}
        gap="4"
        alignItems="end"
      >
        <FormField name="form" label="Form">
          {(control) => (
            <SelectInput
              {...control}
              value={filter.form ?? ""}
              onChange={(event) => {
                const form = event.target.value;
                set({ form: isInboxForm(form) ? form : undefined });
              }}
            >
              <option value="">Every form</option>
              {INBOX_FORMS.map((form) => (
                <option key={form} value={form}>
                  {FORM_LABELS[form]}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        {DAYS.map(({ name, label, bound }) => (
          <FormField key={name} name={name} label={label}>
            {(control) => (
              <TextInput
                {...control}
                type="date"
                value={filter[name] ?? ""}
                // Neither day may pass the other.
                {...(bound === "max" ? { max: filter.to } : { min: filter.from })}
                onChange={(event) => set({ [name]: event.target.value || undefined })}
              />
            )}
          </FormField>
        ))}
        <Box gridColumn={{ sm: "span 2", lg: "auto" }}>
          <FormField name="q" label="Search" hint="Names, addresses, companies and messages">
            {(control) => (
              <Grid templateColumns="1fr auto" gap="2">
                <TextInput
                  {...control}
                  type="search"
                  value={text}
                  maxLength={SEARCH_MAX_LENGTH}
                  onChange={(event) => setDraft({ base: shown, text: event.target.value })}
                />
                <Button type="submit" variant="outline">
                  Search
                </Button>
              </Grid>
            )}
          </FormField>
        </Box>
      </Grid>
      <Flex
        as="label"
        mt="4"
        gap="2"
        align="center"
        fontSize="sm"
        fontWeight="medium"
        w="fit-content"
      >
        <SelectBox
          label="Mine: only the leads assigned to me"
          checked={filter.assignee === ASSIGNED_TO_ME}
          onChange={(mine) => set({ assignee: mine ? ASSIGNED_TO_ME : undefined })}
        />
        <span aria-hidden="true">Mine</span>
      </Flex>
      {isFiltered(filter) && (
        <Button mt="3" size="sm" variant="ghost" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </chakra.form>
  );
}
