import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  pathMatcher,
  type RedirectRule,
} from "../lib/host-files";

/** What a GET of one path is answered with. */
export type Resolution =
  | { kind: "file"; file: string; status: 200 | 404 }
  | { kind: "redirect"; location: string; status: number };

const NOT_FOUND_PAGE = "/404.html";

/** Files the build writes for hosts, never served themselves. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, root);
    return [relative(root, path).split(sep).join("/")];
  });
}

/**
 * The built site as the production server serves it: its files, and the headers and rewrites the
 * build wrote for hosts. Read once at start; a new build needs a restart (`npm start` does both).
 */
export class StaticSite {
  private readonly headersOf: (path: string) => Record<string, string>;
  private readonly redirects: (RedirectRule & { matches: (path: string) => boolean })[];
  private readonly files: Set<string>;

  constructor(readonly publicDir: string) {
    if (!existsSync(join(publicDir, "index.html"))) {
      throw new Error(`${publicDir} holds no built site: run \`npm run build\` first`);
    }
    const read = (name: string) => {
      const file = join(publicDir, name);
      return existsSync(file) ? readFileSync(file, "utf8") : "";
    };
    this.headersOf = headersFor(parseHeadersFile(read("_headers")));
    this.redirects = parseRedirectsFile(read("_redirects")).map((rule) => ({
      ...rule,
      matches: pathMatcher(rule.from),
    }));
    this.files = new Set(listFiles(publicDir).filter((file) => !HOST_FILES.has(file)));
  }

  private readonly headersByPath = new Map<string, Record<string, string>>();

  /**
   * Every security header the build wrote, documents' included: those of the 404 page, which is
   * there in every build and is what an unknown path is answered with.
   */
  get securityHeaders(): Record<string, string> {
    return this.headersFor(NOT_FOUND_PAGE);
  }

  /** The headers the build gave this path, as a host matches them. */
  headersFor(path: string): Record<string, string> {
    let headers = this.headersByPath.get(path);
    if (!headers) {
      headers = this.headersOf(path);
      // Any path can be asked for: only the site's own few hundred are kept.
      if (this.headersByPath.size < 1000) this.headersByPath.set(path, headers);
    }
    return headers;
  }

  private page(route: string): string | null {
    const base = route.replace(/^\/+|\/+$/g, "");
    const candidates = base ? [`${base}/index.html`, `${base}.html`] : ["index.html"];
    return candidates.find((file) => this.files.has(file)) ?? null;
  }

  /**
   * A path as Gatsby's own server and hosts answer it: a trailing slash redirected away (the site
   * is built with trailingSlash "never"), then the first _redirects rule that matches (a 200 is a
   * rewrite to another page), then the file or page at the path, else the 404 page.
   */
  resolve(path: string): Resolution {
    if (path.length > 1 && path.endsWith("/")) {
      return { kind: "redirect", location: path.replace(/\/+$/, "") || "/", status: 301 };
    }
    const rule = this.redirects.find(({ matches }) => matches(path));
    if (rule && rule.status !== 200)
      return { kind: "redirect", location: rule.to, status: rule.status };
    const target = rule ? rule.to : path;
    const lastSegment = target.split("/").at(-1) ?? "";
    const file = lastSegment.includes(".")
      ? this.files.has(target.slice(1))
        ? target.slice(1)
        : null
      : this.page(target);
    if (file) return { kind: "file", file, status: 200 };
    return { kind: "file", file: "404.html", status: 404 };
  }
}
