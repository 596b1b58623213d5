import { chakra, Flex } from "@chakra-ui/react";
import { useId, type FormEvent, type Ref } from "react";
import { Button } from "./Button";
import { Icon } from "./Icon";
import { TextInput } from "./TextInput";

export interface SearchFormProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.SearchFormCopy;
  /** Where the form sends `name=value` before the page has hydrated (a plain GET). */
  action: string;
  /** The query-string parameter, and the input's name. */
  name: string;
  /** The search text in the box. */
  value: string;
  /** Called with the new text as the visitor types. */
  onChange: (value: string) => void;
  /** Once hydrated the form filters as the visitor types; submitting only calls this. */
  onSubmit: () => void;
  /** Lets the page move focus to the box. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The site search box: a real GET form with a labelled input, so it works without JavaScript;
 * after hydration the input drives the results directly and submitting stays on the page.
 */
export function SearchForm({
  copy,
  action,
  name,
  value,
  onChange,
  onSubmit,
  inputRef,
}: SearchFormProps) {
  const id = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <chakra.form role="search" action={action} method="get" onSubmit={handleSubmit} mt="8">
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="2">
        {copy.label}
      </chakra.label>
      <Flex gap="2">
        <TextInput
          ref={inputRef}
          id={id}
          type="search"
          name={name}
          size="lg"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={copy.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          _placeholder={{ color: "fg.muted" }}
        />
        <Button type="submit" size="lg" px={{ base: "4", sm: "7" }}>
          <Icon name="search" />
          {copy.submit}
        </Button>
      </Flex>
    </chakra.form>
  );
}
