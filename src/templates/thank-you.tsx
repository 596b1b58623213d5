import type { HeadProps, PageProps } from "gatsby";
import content from "../../content/data/thank-you.json";
import type { ThankYouId } from "../lib/leads/form-ids";
import { ThankYouView, type ThankYouPage } from "../views/ThankYouView";
import { UnlistedHead } from "./page-meta-head";

interface ThankYouContext {
  id: ThankYouId;
}

function pageFor(id: ThankYouId): ThankYouPage {
  const page = content.pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`content/data/thank-you.json has no page "${id}"`);
  return page;
}

/** /thank-you/{id}: one page per promise a form makes (gatsby-node creates them). */
export default function ThankYouTemplate({ pageContext }: PageProps<object, ThankYouContext>) {
  return (
    <ThankYouView eyebrow={content.eyebrow} page={pageFor(pageContext.id)} links={content.links} />
  );
}

export function Head({ location, pageContext }: HeadProps<object, ThankYouContext>) {
  const page = pageFor(pageContext.id);
  return <UnlistedHead pathname={location.pathname} title={page.title} description={page.text} />;
}
