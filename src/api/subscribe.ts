import { FUNCTION_CONFIG, functionHandler } from "../server/gatsby-function";
import { subscribeEndpoint } from "../server/subscribe";

// Exported under a string name on purpose: Gatsby's page scanner reads every file in src, and a
// plain `export const config` here would mark the site as needing server rendering engines.
export { FUNCTION_CONFIG as "config" };

/** POST /api/subscribe: see src/server/subscribe.ts. */
export default functionHandler(subscribeEndpoint);
