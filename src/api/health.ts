import { healthHandler } from "../server/gatsby-function";

/** GET /api/health: whether the store can take a lead now. */
export default healthHandler;
