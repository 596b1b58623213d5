import { contactEndpoint } from "../server/contact";
import { FUNCTION_CONFIG, functionHandler } from "../server/gatsby-function";

// Exported under a string name on purpose: Gatsby's page scanner reads every file in src, and a
// plain `export const config` here would mark the site as needing server rendering engines.
export { FUNCTION_CONFIG as "config" };

/** POST /api/contact: see src/server/contact.ts. */
export default functionHandler(contactEndpoint);
