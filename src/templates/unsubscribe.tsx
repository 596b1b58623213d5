import type { HeadProps, PageProps } from "gatsby";
import content from "../../content/data/unsubscribe.json";
import type { UnsubscribeState } from "../lib/leads/unsubscribe";
import { UnsubscribeView, type UnsubscribePage } from "../views/UnsubscribeView";
import { UnlistedHead } from "./page-meta-head";

interface UnsubscribeContext {
  state: UnsubscribeState;
}

function pageFor(state: UnsubscribeState): UnsubscribePage {
  const page = content.pages.find((candidate) => candidate.id === state);
  if (!page) throw new Error(`content/data/unsubscribe.json has no page "${state}"`);
  return page;
}

/** /unsubscribe and what follows it (gatsby-node creates them): unlisted, noindex. */
export default function UnsubscribeTemplate({
  pageContext,
}: PageProps<object, UnsubscribeContext>) {
  return (
    <UnsubscribeView
      eyebrow={content.eyebrow}
      page={pageFor(pageContext.state)}
      links={content.links}
    />
  );
}

export function Head({ location, pageContext }: HeadProps<object, UnsubscribeContext>) {
  const page = pageFor(pageContext.state);
  return <UnlistedHead pathname={location.pathname} title={page.title} description={page.text} />;
}
