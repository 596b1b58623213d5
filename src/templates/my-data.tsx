import type { HeadProps, PageProps } from "gatsby";
import content from "../../content/data/my-data.json";
import type { MyDataState } from "../lib/leads/my-data";
import { MyDataView, type MyDataPage } from "../views/MyDataView";
import { UnlistedHead } from "./page-meta-head";

interface MyDataContext {
  state: MyDataState;
}

function pageFor(state: MyDataState): MyDataPage {
  const page = content.pages.find((candidate) => candidate.id === state);
  if (!page) throw new Error(`content/data/my-data.json has no page "${state}"`);
  return page;
}

/** /privacy/my-data and what follows it (gatsby-node creates them): unlisted, noindex. */
export default function MyDataTemplate({ pageContext }: PageProps<object, MyDataContext>) {
  return <MyDataView eyebrow={content.eyebrow} page={pageFor(pageContext.state)} />;
}

export function Head({ location, pageContext }: HeadProps<object, MyDataContext>) {
  const page = pageFor(pageContext.state);
  return <UnlistedHead pathname={location.pathname} title={page.title} description={page.text} />;
}
