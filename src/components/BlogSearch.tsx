import { chakra } from "@chakra-ui/react";
import type { Ref } from "react";
import { FormField } from "./FormField";
import { TextInput } from "./TextInput";

export interface BlogSearchProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.BlogListSearchCopy;
  /** The search text in the box. */
  value: string;
  /** Called with the new text as the visitor types. */
  onChange: (value: string) => void;
  /** Lets the page move focus to the box (e.g. after the filters are reset). */
  inputRef?: Ref<HTMLInputElement>;
}

/** The blog's search box. Posts filter as the visitor types; Enter stays on the page. */
export function BlogSearch({ copy, value, onChange, inputRef }: BlogSearchProps) {
  return (
    <chakra.form role="search" aria-label={copy.label} onSubmit={(event) => event.preventDefault()}>
      <FormField name="q" label={copy.label}>
        {(control) => (
          <TextInput
            {...control}
            ref={inputRef}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={copy.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
    </chakra.form>
  );
}
