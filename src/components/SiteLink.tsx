import { TextLink, type TextLinkProps } from "./TextLink";
import { Link as GatsbyLink } from "gatsby";
import { isExternalLink, newTabAttributes } from "../lib/links";

export type SiteLinkProps = Omit<TextLinkProps, "href"> & {
  /** Where it goes: a site path (Gatsby's Link) or an external address (a new tab). */
  to: string;
};

/** A styled link: in-site routes go through Gatsby's router (prefetch), others are plain anchors. */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  if (isExternalLink(to)) {
    return (
      <TextLink href={to} {...newTabAttributes(to)} {...rest}>
        {children}
      </TextLink>
    );
  }
  return (
    <TextLink asChild {...rest}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </TextLink>
  );
}
