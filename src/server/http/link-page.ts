import type { FastifyReply } from "fastify";
import { readBuiltPage } from "../form-page";
import { hasExpired, openLink, type LinkPayload, type LinkPurpose } from "../link-token";
import type { PipelineContext } from "../pipeline";
import type { Store } from "../store/types";
import type { Stores } from "../stores";
import { pageWithToken } from "../token-page";
import { HTTP_PROBLEMS, HttpProblem } from "./problems";
import { NO_STORE, seeOther } from "./see-other";

// What the routes behind our emailed links share (confirm, a person's data, unsubscribe): the
// store or a 503, the link's address or the page that says why it does not work, and the built
// page the link opens with its token filled in.

/** A field of a parsed query or body (a repeated form field's first value); else undefined. */
export function fieldOf(source: unknown, name: string): unknown {
  if (typeof source !== "object" || source === null || !Object.hasOwn(source, name))
    return undefined;
  const value: unknown = (source as Record<string, unknown>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The stores that keep what a link acts on; without them, a 503 in our words. */
export function storesOf(context: PipelineContext): Stores {
  if ("unavailable" in context.stores) throw new HttpProblem(503, HTTP_PROBLEMS.notStored);
  return context.stores;
}

export const storeOf = (context: PipelineContext): Store => storesOf(context).store;

/** Where a link that does not work leads: one that was never ours (or altered), or one too old. */
export interface BrokenLinkPages {
  invalid: string;
  expired: string;
}

/** The link's payload; or null, having sent the visitor to the page that says why not. */
export async function openedLink(
  context: PipelineContext,
  purpose: LinkPurpose,
  token: unknown,
  reply: FastifyReply,
  pages: BrokenLinkPages,
): Promise<LinkPayload | null> {
  const link = await openLink(storeOf(context), context.settings, token, purpose);
  if (!link) {
    seeOther(reply, pages.invalid);
    return null;
  }
  if (hasExpired(link, new Date())) {
    seeOther(reply, pages.expired);
    return null;
  }
  return link;
}

/**
 * Sends the built page a link opens with the token in its forms (and `texts` filled in), with the
 * page's own headers, never cached, and the token never sent to another site (our own forms
 * still get their Origin, which "no-referrer" would make "null"). Without that page: `invalid`.
 */
export async function sendTokenPage(
  reply: FastifyReply,
  context: PipelineContext,
  page: { path: string; headers: Record<string, string>; field: string; invalid: string },
  token: string,
  texts: Record<string, string> = {},
): Promise<FastifyReply> {
  const built = context.publicDir ? await readBuiltPage(context.publicDir, page.path) : null;
  const html = built && pageWithToken(built, page.field, token, texts);
  if (!html) return seeOther(reply, page.invalid);
  return reply
    .code(200)
    .headers({ ...page.headers, ...NO_STORE, "Referrer-Policy": "same-origin" })
    .type("text/html; charset=utf-8")
    .send(html);
}
