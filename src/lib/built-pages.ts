import { readdirSync } from "fs";
import path from "path";

export interface BuiltPage {
  /** public/about/index.html is /about; public/404.html is /404.html. */
  route: string;
  file: string;
}

/** Every HTML file of the built site under `publicDir`, with the route that serves it. */
export function builtPages(publicDir: string, dir = ""): BuiltPage[] {
  return readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(publicDir, relative);
    if (!entry.name.endsWith(".html")) return [];
    const route = entry.name === "index.html" ? `/${dir}` : `/${relative}`;
    return [{ route, file: path.join(publicDir, relative) }];
  });
}
