import { chakra, Flex, type FlexProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { formatLongDate } from "../lib/format";
import { bylineFacts, type PostSummary } from "../lib/blog/posts";
import { Icon, type IconName } from "./Icon";

export type PostBylineProps = Omit<FlexProps, "children"> & {
  /** The post's author, date and read time, and its slug (none: Coming Soon). */
  post: Pick<PostSummary, "author" | "date" | "readTime" | "slug">;
  /** The words around them, and their names for screen readers. */
  labels: Pick<Queries.BlogPostLabels, "by" | "published" | "readTime">;
};

/**
 * One term of the byline: its label (shown, or only read out) and its value, the icon inside the
 * value (a <dl>'s groups may hold only terms and descriptions).
 */
function Entry({
  label,
  showLabel = false,
  icon,
  children,
}: {
  label: string;
  showLabel?: boolean;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <Flex align="center" gap="1.5">
      <chakra.dt srOnly={!showLabel}>{label}</chakra.dt>
      <chakra.dd display="flex" alignItems="center" gap="1.5">
        {icon && <Icon name={icon} boxSize="4" color="brand.fg" />}
        {children}
      </chakra.dd>
    </Flex>
  );
}

/**
 * Who wrote a post, when (en-GB long date in a <time>) and how long it takes to read; a Coming
 * Soon post shows only its author.
 */
export function PostByline({ post, labels, ...rest }: PostBylineProps) {
  const { author, published } = bylineFacts(post);
  return (
    <Flex
      as="dl"
      align="center"
      columnGap="6"
      rowGap="2"
      flexWrap="wrap"
      color="fg.muted"
      fontSize="sm"
      {...rest}
    >
      <Entry label={labels.by} showLabel>
        <chakra.span fontWeight="semibold" color="fg">
          {author}
        </chakra.span>
      </Entry>
      {published && (
        <>
          <Entry label={labels.published} icon="calendar">
            <time dateTime={published.date}>{formatLongDate(published.date)}</time>
          </Entry>
          <Entry label={labels.readTime} icon="clock">
            {published.readTime}
          </Entry>
        </>
      )}
    </Flex>
  );
}
