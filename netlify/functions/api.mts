// Netlify: every request to /api/* goes to the same Fastify app the production server runs
// (src/server/app.ts), through src/server/netlify-bridge.ts. The pages are Netlify's CDN's.
import { handleOnNetlify, type NetlifyContext } from "../../src/server/netlify-bridge";

export default function api(request: Request, context: NetlifyContext): Promise<Response> {
  return handleOnNetlify(request, context);
}

export const config = { path: "/api/*" };
