import { escapeMarkup as escapeXml } from "../lib/escape";
import { absoluteUrl } from "../lib/seo";
import { byNewest, postPath, type PostSummary } from "../lib/blog/posts";

export interface FeedChannel {
  title: string;
  description: string;
  siteUrl: string;
  /** Path of the blog list, the channel's link. */
  blogPath: string;
  /** Path the feed is served at, for its atom:link self reference. */
  feedPath: string;
  /** BCP 47 language, e.g. en-GB. */
  language: string;
}

/** RFC 822 date, as RSS 2.0 requires: "2026-10-06" → "Tue, 06 Oct 2026 00:00:00 GMT". */
export function rfc822Date(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * An RSS 2.0 feed of the posts that have a page, newest first. The build date is the newest
 * post's, so the same content always gives the same feed.
 */
export function buildRssFeed(channel: FeedChannel, posts: readonly PostSummary[]): string {
  const published = posts.filter((post) => post.slug !== null).sort(byNewest);
  const items = published.map((post) => {
    const link = absoluteUrl(channel.siteUrl, postPath(post.slug ?? ""));
    return [
      "<item>",
      element("title", post.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("description", post.excerpt),
      element("dc:creator", post.author),
      element("category", post.category),
      element("pubDate", rfc822Date(post.date)),
      "</item>",
    ].join("");
  });
  const newest = published[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", absoluteUrl(channel.siteUrl, channel.blogPath)),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${escapeXml(absoluteUrl(channel.siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element("lastBuildDate", rfc822Date(newest))] : []),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
