import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
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

/** The manifest as scripts/build-inbox.mjs writes it; a style that is not text is left out. */
const manifestShape = v.object({ script: v.string(), styles: v.array(v.unknown()) });

function readManifest(publicDir: string): InboxManifest | null {
  try {
    const text: unknown = JSON.parse(readFileSync(join(publicDir, INBOX_MANIFEST), "utf8"));
    const parsed = v.safeParse(manifestShape, text);
    if (!parsed.success) return null;
    const { script, styles } = parsed.output;
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
