import path from "path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { readResources, resourceHtml } from "../../src/build/resources";
import { prepareArticleHtml } from "../../src/lib/blog/article-html";
import { resourcePath } from "../../src/lib/leads/lead-purpose";

interface ResourcesOptions extends PluginOptions {
  siteUrl: string;
}

// A page per document of content/resources, at /resources/{id}: what the guide's and the ROI
// report's forms promise, readable and printable in the browser (noindex, out of the sitemap and
// the search). Its PDF, /resources/{id}.pdf, is made from the same file after the build.
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }, options) => {
  const { siteUrl } = options as ResourcesOptions;
  const component = path.resolve("src/templates/resource.tsx");
  try {
    for (const resource of readResources()) {
      actions.createPage({
        path: resourcePath(resource.id),
        component,
        context: {
          id: resource.id,
          title: resource.title,
          subtitle: resource.subtitle,
          edition: resource.edition,
          html: prepareArticleHtml(resourceHtml(resource), siteUrl),
        },
      });
    }
  } catch (error) {
    reporter.panicOnBuild(`Could not read content/resources: ${String(error)}`);
  }
};
