import { Icon } from "./Icon";
import { SiteLink, type SiteLinkProps } from "./SiteLink";

/** A "read more" style link: its words followed by an arrow. */
export function ArrowLink({ children, ...rest }: SiteLinkProps) {
  return (
    <SiteLink display="inline-flex" alignItems="center" gap="1.5" fontWeight="semibold" {...rest}>
      {children}
      <Icon name="arrowRight" boxSize="4" />
    </SiteLink>
  );
}
