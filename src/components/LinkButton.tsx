import { Button, type ButtonProps } from "./Button";
import { Link as GatsbyLink } from "gatsby";
import { isLeadDestination } from "../lib/analytics/button-click";
import { isExternalLink, newTabAttributes } from "../lib/links";

export type LinkButtonProps = Omit<ButtonProps, "asChild"> & {
  /** Where it goes: a site path (Gatsby's Link) or an external address (a new tab). */
  to: string;
};

/**
 * A link that looks like a button (a call to action that navigates, in the site or out of it).
 * Every one that leads to the contact page is a lead call to action; a booking link elsewhere
 * says so with `lead`.
 */
export function LinkButton({ to, children, lead, ...rest }: LinkButtonProps) {
  return (
    <Button asChild lead={lead ?? isLeadDestination(to)} {...rest}>
      {isExternalLink(to) ? (
        <a href={to} {...newTabAttributes(to)}>
          {children}
        </a>
      ) : (
        <GatsbyLink to={to}>{children}</GatsbyLink>
      )}
    </Button>
  );
}
