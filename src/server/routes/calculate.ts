import type { FastifyInstance } from "fastify";
import { RESULTS_PAGES, type ResultsPage } from "../calculator-page";
import { readBuiltPage } from "../form-page";
import { NO_STORE } from "../http/see-other";
import type { StaticSite } from "../static-site";

/**
 * A calculator's results page for its form sent without scripts (src/server/calculator-page.ts).
 * Per query, so never kept by a cache: the figures are the visitor's, and a kept copy would name
 * the bundles of a build since replaced. Never indexed. A page that no longer holds the form
 * sends the visitor to it with the same query (and what opens the calculator there), which the
 * scripted calculator reads.
 */
export async function calculateRoutes(
  fastify: FastifyInstance,
  { site }: { site: StaticSite },
): Promise<void> {
  // Each page is read once: the built site does not change under a running server.
  const built = new Map<string, Promise<string | null>>();
  const pageOf = ({ route }: ResultsPage) => {
    let html = built.get(route);
    if (!html) {
      html = readBuiltPage(site.publicDir, route);
      built.set(route, html);
    }
    return html;
  };

  for (const page of RESULTS_PAGES) {
    fastify.get(page.resultsPath, async (request, reply) => {
      const at = request.url.indexOf("?");
      const search = at === -1 ? "" : request.url.slice(at);
      const html = await pageOf(page);
      const answer = html === null ? null : page.render(html, search);
      if (answer === null) {
        // Encoded afresh: a header carries nothing of the request's address as it came.
        // What opens the calculator goes first: the first of a repeated parameter counts.
        const query = new URLSearchParams([
          ...Object.entries(page.opensWith ?? {}),
          ...new URLSearchParams(search),
        ]).toString();
        return reply
          .code(303)
          .headers({ ...NO_STORE, Location: query ? `${page.route}?${query}` : page.route })
          .send();
      }
      return reply
        .code(200)
        .headers({ ...NO_STORE, "X-Robots-Tag": "noindex" })
        .type("text/html; charset=utf-8")
        .send(answer);
    });
  }
}
