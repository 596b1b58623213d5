// Build-time only (gatsby-node): the pages a build wrote, read back for the outputs derived from
// what visitors get (the search index, the sitemap, the security headers).
import { readdirSync } from "fs";
import path from "path";

/** Every HTML file under `publicDir`, index pages and the error pages (404.html) alike. */
export function builtHtmlFiles(publicDir: string, dir = ""): string[] {
  return readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return builtHtmlFiles(publicDir, relative);
    return entry.name.endsWith(".html") ? [path.join(publicDir, relative)] : [];
  });
}

/** The route that serves a built HTML file: public/about/index.html is /about, 404.html /404.html. */
export function routeOfHtmlFile(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  return `/${relative.replace(/(^|\/)index\.html$/, "")}`;
}

/** Every built page's route and HTML file: public/about/index.html is /about. */
export function builtPages(publicDir: string): { route: string; file: string }[] {
  return builtHtmlFiles(publicDir)
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => ({ route: routeOfHtmlFile(publicDir, file), file }));
}
