import { Button, type ButtonProps } from "./Button";
import { Link as GatsbyLink } from "gatsby";

export type LinkButtonProps = Omit<ButtonProps, "asChild"> & { to: string };

/** A link that looks like a button (a call to action that navigates). */
export function LinkButton({ to, children, ...rest }: LinkButtonProps) {
  return (
    <Button asChild {...rest}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </Button>
  );
}
