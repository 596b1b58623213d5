// Netlify: every request to /api/* and the owner's inbox at /inbox go to the same Fastify app the
// production server runs (src/server/app.ts), through src/server/netlify-bridge.ts. The pages
// are Netlify's CDN's; the inbox's page carries its own headers, which the app sets.
import { handleOnNetlify, type NetlifyContext } from "../../src/server/netlify-bridge";

export default function api(request: Request, context: NetlifyContext): Promise<Response> {
  return handleOnNetlify(request, context);
}

export const config = { path: ["/api/*", "/inbox", "/inbox/*"] };
