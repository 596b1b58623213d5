import { buildApp, type App, type AppOptions } from "./app";
import { siteRoutes } from "./routes/site";

/**
 * The production server's app: the endpoints and the built site from public/ on one machine.
 * Kept apart from src/server/app.ts so that a host that serves the pages itself (Netlify) never
 * loads the static file server.
 */
export function buildSiteApp(
  options: Omit<AppOptions, "pages"> & { publicDir: string },
): Promise<App> {
  return buildApp({
    ...options,
    pages: async (fastify, site) => {
      await fastify.register(siteRoutes, { site });
    },
  });
}
