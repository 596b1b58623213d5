import type { MouseEvent } from "react";
import { TextLink, type TextLinkProps } from "../components/TextLink";
import { useHistory } from "./history";

export type InboxLinkProps = Omit<TextLinkProps, "href"> & {
  /** The inbox's place it opens: a path under /inbox, with its query. */
  href: string;
};

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link between the inbox's views, followed by the inbox's own router without reloading the page.
 * A click with a modifier key (a new tab, a new window) is left to the browser.
 */
export function InboxLink({ href, onClick, ...rest }: InboxLinkProps) {
  const history = useHistory();
  return (
    <TextLink
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        history.push(href);
      }}
      {...rest}
    />
  );
}
