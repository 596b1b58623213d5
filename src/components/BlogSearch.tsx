import { chakra } from "@chakra-ui/react";
import type { Ref } from "react";
import type { BlogSearchCopy } from "../lib/content-blog";
import { FormField } from "./FormField";
import { TextInput } from "./TextInput";

export interface BlogSearchProps {
  copy: BlogSearchCopy;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** SPEC §2 Blog: the search box. Posts filter as the visitor types; Enter stays on the page. */
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
