// Build-time only (gatsby-node): the pages a build wrote, read back for the outputs derived from
// what visitors get (the search index, the sitemap).
import { readdirSync } from "fs";
import path from "path";

/** Every built page's route and HTML file: public/about/index.html is /about. */
export function builtPages(publicDir: string, dir = ""): { route: string; file: string }[] {
  return readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(publicDir, relative);
    if (entry.name !== "index.html") return [];
    return [{ route: `/${dir}`, file: path.join(publicDir, relative) }];
  });
}
