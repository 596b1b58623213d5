import { TextLink, type TextLinkProps } from "./TextLink";
import { Link as GatsbyLink } from "gatsby";

export type SiteLinkProps = Omit<TextLinkProps, "href"> & { to: string };

const EXTERNAL = /^(https?:|mailto:|tel:)/;

/** A styled link: in-site routes go through Gatsby's router (prefetch), others are plain anchors. */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  if (EXTERNAL.test(to)) {
    const newTab = to.startsWith("http");
    return (
      <TextLink
        href={to}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...rest}
      >
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
