import type { HeadProps } from "gatsby";
import { SiteHead } from "../templates/page-meta-head";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundView } from "../views/NotFoundView";

export default NotFoundView;

export function Head({ location }: HeadProps) {
  return (
    <SiteHead
      pathname={location.pathname}
      title={NOT_FOUND_TITLE}
      description={NOT_FOUND_TEXT}
      noindex
      breadcrumb={false}
    />
  );
}
