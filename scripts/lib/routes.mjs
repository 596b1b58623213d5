// The routes of the built site: every folder of public/ with an index.html.
import { readdirSync } from "node:fs";
import path from "node:path";

// Gatsby's own folders and client-only fallbacks such as blog/[...slug] are not pages.
const NOT_PAGES = ["static", "page-data", "_gatsby", "404", "~partytown"];

export function builtRoutes(dir = "public", prefix = "") {
  const routes = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith("[") || NOT_PAGES.includes(entry.name))
      continue;
    routes.push(...builtRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`));
  }
  if (readdirSync(dir).includes("index.html")) routes.push(prefix || "/");
  return routes.sort();
}

/** public/ path of a route's HTML file. */
export function routeHtmlPath(route, dir = "public") {
  return path.join(dir, route, "index.html");
}
