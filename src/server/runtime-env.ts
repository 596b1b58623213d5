import type { Env } from "./settings";

export type { Env } from "./settings";

/**
 * The environment the server starts in, read once (src/server/settings). Gatsby compiles
 * functions with webpack's DefinePlugin, which replaces every `process.env.X` with the value X had
 * during `gatsby build` and `process.env` itself with `{}`; going through `globalThis` escapes
 * that, so settings and secrets come from where the site is served and are never baked in.
 */
export function runtimeEnv(): Env {
  return globalThis.process?.env ?? {};
}
