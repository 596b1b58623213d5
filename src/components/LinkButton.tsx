import { Button, type ButtonProps } from "./Button";
import { Link as GatsbyLink } from "gatsby";
import { isExternalLink, newTabAttributes } from "../lib/links";

export type LinkButtonProps = Omit<ButtonProps, "asChild"> & { to: string };

/** A link that looks like a button (a call to action that navigates, in the site or out of it). */
export function LinkButton({ to, children, ...rest }: LinkButtonProps) {
  return (
    <Button asChild {...rest}>
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
