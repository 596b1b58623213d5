import { chakra } from "@chakra-ui/react";
import { BLOG_QUERY_PARAM } from "../lib/blog/list-marks";
import { FormField } from "./FormField";
import { TextInput } from "./TextInput";

export interface BlogSearchProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.BlogListSearchCopy;
  /** The search text the box starts with (the list's DOM code keeps it after). */
  defaultValue?: string;
}

/**
 * The blog's search box. Posts filter as the visitor types and Enter stays on the page: the blog
 * list's DOM code does both (src/browser/behaviours/blog-filters.ts). Without a script, the search
 * is sent to the blog page in its URL, as a shared search is.
 */
export function BlogSearch({ copy, defaultValue }: BlogSearchProps) {
  return (
    <chakra.form role="search" aria-label={copy.label}>
      <FormField name={BLOG_QUERY_PARAM} label={copy.label}>
        {(control) => (
          <TextInput
            {...control}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={copy.placeholder}
            defaultValue={defaultValue}
          />
        )}
      </FormField>
    </chakra.form>
  );
}
