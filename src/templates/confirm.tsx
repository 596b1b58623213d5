import type { HeadProps, PageProps } from "gatsby";
import content from "../../content/data/confirm.json";
import { CONFIRM_ENDPOINT, CONFIRM_TOKEN_FIELD, type ConfirmState } from "../lib/leads/confirm";
import type { ThankYouLink } from "../views/ThankYouView";
import { EmailLinkView, type EmailLinkPage } from "../views/EmailLinkView";
import { UnlistedHead } from "./page-meta-head";

interface ConfirmContext {
  state: ConfirmState;
}

interface ConfirmPage extends EmailLinkPage {
  /** Where to go on; the page that asks has none. */
  links?: readonly ThankYouLink[];
}

function pageFor(state: ConfirmState): ConfirmPage {
  const page = content.pages.find((candidate) => candidate.id === state);
  if (!page) throw new Error(`content/data/confirm.json has no page "${state}"`);
  return page;
}

/**
 * /confirm and what follows it (gatsby-node creates them): where the link in a sign-up's email
 * opens, whose button confirms the subscription (double opt-in). Unlisted, noindex.
 */
export default function ConfirmTemplate({ pageContext }: PageProps<object, ConfirmContext>) {
  const page = pageFor(pageContext.state);
  return (
    <EmailLinkView
      eyebrow={content.eyebrow}
      page={page}
      links={page.links ?? []}
      action={CONFIRM_ENDPOINT}
      tokenField={CONFIRM_TOKEN_FIELD}
      trackingLabel="confirm-subscription"
    />
  );
}

export function Head({ location, pageContext }: HeadProps<object, ConfirmContext>) {
  const page = pageFor(pageContext.state);
  return <UnlistedHead pathname={location.pathname} title={page.title} description={page.text} />;
}
