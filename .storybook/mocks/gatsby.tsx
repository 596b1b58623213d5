// Stand-in for the "gatsby" module in Storybook: components render without Gatsby's runtime.
import { forwardRef, type AnchorHTMLAttributes } from "react";
import { fn } from "storybook/test";

export const navigate = fn().mockName("navigate");

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // Stay on the story: record the navigation instead of leaving the iframe.
        if (!event.defaultPrevented) {
          event.preventDefault();
          void navigate(to);
        }
      }}
      {...rest}
    >
      {children}
    </a>
  );
});

export function graphql(): never {
  throw new Error("graphql is not available in Storybook: pass content to components as props");
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery is not available in Storybook: pass content as props");
}

export function withPrefix(path: string): string {
  return path;
}
