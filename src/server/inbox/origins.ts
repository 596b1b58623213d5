import type { FastifyRequest } from "fastify";
import site from "../../../content/site.json";
import { matchesOrigin, originOf, originPatterns } from "../../lib/inbox/origins";
import type { Settings } from "../settings";
import type { RelyingParty } from "./webauthn";

// Where the inbox's page is, for its Origin check and its passkeys' relying party. With SITE_URL
// set, or on a host such as Netlify (where any host name that reaches the function would pass),
// it is SITE_URL's origin, or a deploy preview's that INBOX_PREVIEW_ORIGINS names; without, as on
// a local server, the origin the request was sent to.

export interface InboxOrigins {
  /** The origin of the page a request comes from, if it is one of ours. */
  pageOf(request: FastifyRequest): string;
  /** Whether an Origin header names one of our pages' origins (scheme, host and port). */
  isOwn(request: FastifyRequest, origin: string | undefined): boolean;
  /** The relying party a passkey is made for at the request's page. */
  relyingParty(request: FastifyRequest): RelyingParty;
}

export function inboxOrigins({
  siteUrl,
  inbox,
}: Pick<Settings, "siteUrl" | "inbox">): InboxOrigins {
  const fixed = inbox.fixedOrigin ? originOf(siteUrl) : null;
  const previews = originPatterns(inbox.previewOrigins);
  const sentTo = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`);
  const pageOf = (request: FastifyRequest): string => {
    const own = sentTo(request);
    if (!fixed) return own ?? "";
    return own && matchesOrigin(own, previews) ? own : fixed;
  };
  return {
    pageOf,
    isOwn(request, origin) {
      const given = origin ? originOf(origin) : null;
      return given !== null && given === pageOf(request);
    },
    relyingParty(request) {
      const origin = pageOf(request);
      return { name: site.title, origin, id: origin ? new URL(origin).hostname : "" };
    },
  };
}
