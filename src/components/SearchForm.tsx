import { chakra, Flex } from "@chakra-ui/react";
import { useId } from "react";
import { Button } from "./Button";
import { Icon } from "./Icon";
import { TextInput } from "./TextInput";

export interface SearchFormProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.SearchFormCopy;
  /** Where the form sends `name=value` without the search page's code (a plain GET). */
  action: string;
  /** The query-string parameter, and the input's name. */
  name: string;
  /** The text in the box when it is drawn (the catalogue shows it typed); none. */
  defaultValue?: string;
}

/**
 * The site search box: a real GET form with a labelled input, so it works without JavaScript.
 * The search page's code (`attachSearch`) searches as the visitor types and keeps a submit on
 * the page.
 */
export function SearchForm({ copy, action, name, defaultValue }: SearchFormProps) {
  const id = useId();
  return (
    <chakra.form role="search" action={action} method="get" mt="8">
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="2">
        {copy.label}
      </chakra.label>
      <Flex gap="2">
        <TextInput
          id={id}
          type="search"
          name={name}
          size="lg"
          defaultValue={defaultValue}
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
