import type { HeadProps, PageProps } from "gatsby";
import content from "../../content/data/unsubscribe.json";
import {
  UNSUBSCRIBE_ENDPOINT,
  UNSUBSCRIBE_TOKEN_FIELD,
  type UnsubscribeState,
} from "../lib/leads/unsubscribe";
import { EmailLinkView, type EmailLinkPage } from "../views/EmailLinkView";
import { UnlistedHead } from "./page-meta-head";

interface UnsubscribeContext {
  state: UnsubscribeState;
}

function pageFor(state: UnsubscribeState): EmailLinkPage {
  const page = content.pages.find((candidate) => candidate.id === state);
  if (!page) throw new Error(`content/data/unsubscribe.json has no page "${state}"`);
  return page;
}

/** /unsubscribe and what follows it (gatsby-node creates them): unlisted, noindex. */
export default function UnsubscribeTemplate({
  pageContext,
}: PageProps<object, UnsubscribeContext>) {
  return (
    <EmailLinkView
      eyebrow={content.eyebrow}
      page={pageFor(pageContext.state)}
      links={content.links}
      action={UNSUBSCRIBE_ENDPOINT}
      tokenField={UNSUBSCRIBE_TOKEN_FIELD}
      trackingLabel="unsubscribe"
    />
  );
}

export function Head({ location, pageContext }: HeadProps<object, UnsubscribeContext>) {
  const page = pageFor(pageContext.state);
  return <UnlistedHead pathname={location.pathname} title={page.title} description={page.text} />;
}
