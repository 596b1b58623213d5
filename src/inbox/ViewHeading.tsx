import { Heading } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import site from "../../content/site.json";
import { inboxTitle } from "../lib/inbox/page";

export interface ViewHeadingProps {
  /** The heading's words. */
  children: ReactNode;
  /** The view's name in the document's title ("Leads" makes "Leads · Inbox · Scalewise Studio"). */
  title: string;
}

/**
 * A view's one h1, which also names the document. It takes focus from script only: InboxApp moves
 * focus to it when the view changes, so a screen reader announces the new view.
 */
export function ViewHeading({ children, title }: ViewHeadingProps) {
  useEffect(() => {
    document.title = inboxTitle(site.title, title);
  }, [title]);
  return (
    <Heading as="h1" size="xl" tabIndex={-1} _focus={{ outline: "none" }} overflowWrap="anywhere">
      {children}
    </Heading>
  );
}
