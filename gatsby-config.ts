import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { SEARCH_INDEX_PATH, SEARCH_PATH } from "./src/lib/search/paths";
import { THANK_YOU_PATH } from "./src/lib/leads/form-ids";
import { INBOX_PATH } from "./src/lib/inbox/api";
import { MY_DATA_PATH } from "./src/lib/leads/my-data";
import { languageTag } from "./src/lib/page-json-ld";
import { BACKGROUND_COLOUR, THEME_COLOUR } from "./src/lib/web-app";

const siteUrl = (process.env.SITE_URL ?? site.defaultSiteUrl).replace(/\/$/, "");

function jsonTypeName(fileName: string): string {
  const camel = fileName.replace(/[-_ ]+(\w)/g, (_, letter: string) => letter.toUpperCase());
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Json`;
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl,
    keywords: site.keywords,
    locale: site.locale,
    twitter: site.twitter,
    image: null,
    feed: { path: site.feed.path, title: site.feed.title },
    // The site search URL, for the WebSite search action in the structured data.
    searchUrlTemplate: `${siteUrl}/search?q={search_term_string}`,
  },
  trailingSlash: "never",
  // Everywhere, Netlify included, the build is the plain public/ folder with our own _headers and
  // _redirects: the site has no Gatsby Functions or server-rendered pages for an adapter to deploy
  // (on Netlify one function of our own runs the endpoints: netlify/functions/api.mts). Gatsby
  // picks its Netlify adapter by itself where NETLIFY is set, so this one, which does nothing,
  // keeps it out: that adapter moved the pages and wrote a second set of headers.
  adapter: { name: "plain-public", adapt: () => undefined },
  jsxRuntime: "automatic",
  // Query types, generated on every build and committed so that `npm run typecheck` works on a fresh
  // clone before any build. ESLint and Prettier ignore the file, header and all.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/content/data` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "blog", path: `${__dirname}/content/blog`, ignore: ["**/.gitkeep"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // One node type per file (navigation.json -> NavigationJson), objects and arrays alike.
      options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
    },
    "gatsby-transformer-remark",
    {
      resolve: "blog-outputs",
      options: {
        siteUrl,
        rawPath: "/content/blog-posts",
        feed: {
          title: site.feed.title,
          description: site.feed.description,
          blogPath: "/blog",
          feedPath: site.feed.path,
          language: site.lang,
        },
      },
    },
    { resolve: "resources", options: { siteUrl } },
    {
      resolve: "site-search",
      options: {
        siteTitle: site.title,
        indexPath: SEARCH_INDEX_PATH,
        exclude: [
          "/404",
          "/dev-404-page",
          SEARCH_PATH,
          "/blog/[",
          THANK_YOU_PATH,
          "/resources/",
          "/unsubscribe",
          "/confirm",
          MY_DATA_PATH,
        ],
      },
    },
    {
      resolve: "seo-outputs",
      options: {
        siteUrl,
        sitemapPath: "/sitemap.xml",
        robotsPath: "/robots.txt",
        // The endpoints answer only the site's forms. A search's results (/search?q=...) are
        // endless, thin and made of other pages, so crawlers stay off them, as search engines ask;
        // /search itself, the way into the search, may be indexed. The owner's inbox is private.
        disallowed: ["/api/", `${SEARCH_PATH}?`, INBOX_PATH],
        manifest: {
          name: site.title,
          shortName: site.shortName,
          description: site.description,
          lang: languageTag(site.locale),
          themeColour: THEME_COLOUR,
          backgroundColour: BACKGROUND_COLOUR,
        },
      },
    },
    "compile-hints",
    // Last: it hashes the inline scripts and styles of the pages as the plugins above left them.
    "security-headers",
  ],
};

export default config;
