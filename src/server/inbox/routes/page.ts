import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { INBOX_PATH } from "../../../lib/inbox/api";
import {
  INBOX_CONTENT_SECURITY_POLICY,
  INBOX_PERMISSIONS_POLICY,
} from "../../../build/security/policy";
import { inboxShellHtml, type InboxManifest } from "../shell";
import { INBOX_HEADERS } from "./index";

/** Where scripts/build-inbox.mjs leaves the bundle's manifest, inside the built site. */
export const INBOX_MANIFEST = "static/inbox/manifest.json";

/** The page's own headers: the site's policy would deny passkeys and allow the analytics tag. */
export const INBOX_PAGE_HEADERS = {
  ...INBOX_HEADERS,
  "Content-Security-Policy": INBOX_CONTENT_SECURITY_POLICY,
  "Permissions-Policy": INBOX_PERMISSIONS_POLICY,
  "Referrer-Policy": "same-origin",
} as const;

function readManifest(publicDir: string): InboxManifest | null {
  try {
    const manifest = JSON.parse(readFileSync(join(publicDir, INBOX_MANIFEST), "utf8")) as unknown;
    if (typeof manifest !== "object" || manifest === null) return null;
    const { script, styles } = manifest as Partial<InboxManifest>;
    if (typeof script !== "string" || !Array.isArray(styles)) return null;
    return { script, styles: styles.filter((href) => typeof href === "string") };
  } catch {
    return null;
  }
}

/**
 * The inbox's page, for /inbox and every path under it (the bundle routes on the client): one
 * HTML document from the build's manifest, under its own strict headers.
 */
export async function inboxPage(
  fastify: FastifyInstance,
  { publicDir }: { publicDir: string | null },
): Promise<void> {
  const manifest = publicDir ? readManifest(publicDir) : null;
  const html = manifest ? inboxShellHtml(manifest) : null;
  const send = (reply: FastifyReply) => {
    reply.headers(INBOX_PAGE_HEADERS);
    if (!html) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The inbox is not built: run npm run build.");
    }
    return reply.type("text/html; charset=utf-8").send(html);
  };
  fastify.get(INBOX_PATH, (_request, reply) => send(reply));
  fastify.get(`${INBOX_PATH}/*`, (_request, reply) => send(reply));
}
