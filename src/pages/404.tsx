import type { HeadProps } from "gatsby";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundView } from "../views/NotFoundView";

export default NotFoundView;

export function Head({ location }: HeadProps) {
  return (
    <Seo
      site={useSiteMetadata()}
      pathname={location.pathname}
      title={NOT_FOUND_TITLE}
      description={NOT_FOUND_TEXT}
      noindex
    />
  );
}
