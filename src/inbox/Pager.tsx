import { chakra, Flex, Text } from "@chakra-ui/react";
import { Icon } from "../components/Icon";
import { InboxLink } from "./InboxLink";

export interface PagerProps {
  /** Names the navigation: "Pages of leads". */
  label: string;
  /** The page shown, from 1. */
  page: number;
  /** How many items a page holds. */
  pageSize: number;
  /** How many items there are in all. */
  total: number;
  /** The address of another page (the list's query, with its page). */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed, before the address changes. */
  onNavigate?: () => void;
}

const pageLink = {
  variant: "plain",
  px: "3",
  py: "2",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "full",
  fontSize: "sm",
  fontWeight: "medium",
  _hover: { bg: "bg.subtle", textDecoration: "none" },
} as const;

/**
 * Previous and next links between pages, and where the list stands ("Page 2 of 3"). Links, not
 * buttons: each page has its address, so reload and back keep it. At either end the link is
 * replaced by plain text.
 */
export function Pager({ label, page, pageSize, total, hrefFor, onNavigate }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const end = (text: string) => (
    <chakra.span {...pageLink} color="fg.muted" borderStyle="dashed" aria-hidden="true">
      {text}
    </chakra.span>
  );
  return (
    <chakra.nav aria-label={label}>
      <Flex align="center" justify="space-between" gap="3" flexWrap="wrap">
        {page > 1 ? (
          <InboxLink {...pageLink} href={hrefFor(page - 1)} onClick={onNavigate}>
            <Icon name="chevronLeft" boxSize="4" />
            Previous page
          </InboxLink>
        ) : (
          end("Previous page")
        )}
        <Text fontSize="sm" color="fg.muted">
          Page {page} of {pages}
        </Text>
        {page < pages ? (
          <InboxLink {...pageLink} href={hrefFor(page + 1)} onClick={onNavigate}>
            Next page
            <Icon name="chevronRight" boxSize="4" />
          </InboxLink>
        ) : (
          end("Next page")
        )}
      </Flex>
    </chakra.nav>
  );
}
