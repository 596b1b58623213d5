import type { GatsbySSR } from "gatsby";
import { Suspense } from "react";
import { FullPage } from "./full-page";
import { isKeptPage, KEPT_PAGE_ATTRIBUTE } from "./lib/kept-pages";

/**
 * Every page at build: the whole page, and for a kept page, an element around it that tells the
 * browser to keep the HTML as built (src/browser/page-root.tsx renders the same boundary).
 */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  const page = (
    <Suspense>
      <FullPage pathname={props.location.pathname}>{element}</FullPage>
    </Suspense>
  );
  return isKeptPage(props.location.pathname) ? (
    <div {...{ [KEPT_PAGE_ATTRIBUTE]: "" }}>{page}</div>
  ) : (
    page
  );
};
