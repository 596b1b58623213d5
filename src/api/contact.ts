import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { contactEndpoint } from "../server/contact";
import { createEndpointHandler, FUNCTION_CONFIG } from "../server/http";
import { releaseEvictedModules } from "../server/release-evicted-modules";

// Exported under a string name on purpose: Gatsby's page scanner reads every file in src, and a
// plain `export const config` here would mark the site as needing server rendering engines.
export { FUNCTION_CONFIG as "config" };

// Runs each time `gatsby serve` loads this file afresh (every request): see the function's note.
releaseEvictedModules();

const handle = createEndpointHandler(contactEndpoint);

/** POST /api/contact: see src/server/contact.ts. */
export default function contact(
  req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
): Promise<void> {
  return handle(req, res);
}
