import {
  JITTER_MARGIN,
  componentScripts,
  countElements,
  KIB,
  gzipSize,
  limitsFor,
  measureRoute,
  overBudget,
  routeAssets,
} from "../../scripts/lib/budget.mjs";

// As Gatsby writes it: the component's own chunk only.
const chunkMapping = JSON.stringify(
  JSON.stringify({
    app: ["/app-1.js"],
    "component---src-pages-about-tsx": ["/component-about-1.js"],
  }),
);
// As webpack.stats.json has it: the component's chunk group holds the chunk it shares with other
// pages too, and webpack's runtime loads both.
const chunkGroups = {
  "component---src-pages-about-tsx": {
    assets: [{ name: "shared-2.js" }, { name: "component-about-1.js" }, { name: "about.css" }],
  },
};
const html = `<!DOCTYPE html><html><head>
<link rel="preload" href="/static/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link as="script" rel="prefetch" href="/later.js"/>
<link rel="stylesheet" href="/extra.css"/>
<style data-emotion="css abc">.a{color:red}</style><style>.b{margin:0}</style>
</head><body><div id="___gatsby"></div>
<script id="gatsby-chunk-mapping">window.___chunkMapping=${chunkMapping};</script>
<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>
</body></html>`;
const pageData = JSON.stringify({
  componentChunkName: "component---src-pages-about-tsx",
  staticQueryHashes: ["111"],
});

const files: Record<string, string> = {
  "/webpack-runtime-1.js": "r".repeat(300),
  "/app-1.js": "var app = 1;".repeat(200),
  "/component-about-1.js": "var about = 2;".repeat(100),
  "/shared-2.js": "var shared = 3;".repeat(50),
  "/later.js": "var later = 4;".repeat(5000),
  "/extra.css": ".c{padding:0}".repeat(40),
  "/static/font.woff2": "f".repeat(2000),
  "/page-data/app-data.json": '{"webpackCompilationHash":"1"}',
  "/page-data/sq/d/111.json": '{"data":{}}',
};
const read = (url: string) => {
  const content = files[url];
  if (content === undefined) throw new Error(`not in the fixture: ${url}`);
  return Buffer.from(content);
};

describe("routeAssets", () => {
  it("lists the HTML's scripts and the page component's chunks, not prefetched ones", () => {
    const assets = routeAssets(html, JSON.parse(pageData), chunkGroups);
    expect(assets.scripts).toEqual([
      "/webpack-runtime-1.js",
      "/app-1.js",
      "/shared-2.js",
      "/component-about-1.js",
    ]);
    expect(assets.stylesheets).toEqual(["/extra.css"]);
    expect(assets.fonts).toEqual(["/static/font.woff2"]);
    expect(assets.inlineCss).toBe(".a{color:red}.b{margin:0}");
    expect(assets.dataFiles).toEqual(["/page-data/sq/d/111.json"]);
  });

  it("counts the core Latin face the inline CSS declares, preloaded or not, and no other face", () => {
    const faces =
      '<style>@font-face{font-family:Inter;src:url(/static/inter-latin-core-wght-0a1b.woff2) format("woff2")}' +
      '@font-face{font-family:Inter;src:url("/static/inter-latin-wght-normal-2c3d.woff2")}</style>';
    const page = html.replace("</head>", `${faces}</head>`);
    expect(routeAssets(page, JSON.parse(pageData), chunkGroups).fonts).toEqual([
      "/static/font.woff2",
      "/static/inter-latin-core-wght-0a1b.woff2",
    ]);
    const unpreloaded = page.replace(/<link rel="preload"[^>]*>/, "");
    expect(routeAssets(unpreloaded, JSON.parse(pageData), chunkGroups).fonts).toEqual([
      "/static/inter-latin-core-wght-0a1b.woff2",
    ]);
  });

  it("stops when webpack's stats do not know the page's component", () => {
    expect(() => routeAssets(html, JSON.parse(pageData), {})).toThrow(
      "no chunk group component---src-pages-about-tsx",
    );
  });
});

describe("componentScripts", () => {
  it("counts the chunks a component shares with other pages, which Gatsby's mapping leaves out", () => {
    expect(componentScripts(chunkGroups, "component---src-pages-about-tsx")).toEqual([
      "/shared-2.js",
      "/component-about-1.js",
    ]);
  });
});

describe("measureRoute", () => {
  it("sums gzip sizes the way the server sends them", () => {
    const figures = measureRoute({ html, pageData, chunkGroups, read });
    const gz = (url: string) => gzipSize(files[url] ?? "");
    const js = ["/webpack-runtime-1.js", "/app-1.js", "/component-about-1.js", "/shared-2.js"]
      .map(gz)
      .reduce((a, b) => a + b, 0);
    expect(figures.js).toBe(js);
    expect(figures.css).toBe(gzipSize(".a{color:red}.b{margin:0}") + gz("/extra.css"));
    expect(figures.total).toBe(
      gzipSize(html) +
        js +
        gz("/extra.css") +
        gzipSize(pageData) +
        gz("/page-data/app-data.json") +
        gz("/page-data/sq/d/111.json") +
        2000,
    );
  });

  it("counts the inline CSS as the browser parses it, uncompressed, and the elements", () => {
    const figures = measureRoute({ html, pageData, chunkGroups, read });
    expect(figures.inlineCss).toBe(".a{color:red}.b{margin:0}".length);
    expect(figures.elements).toBe(countElements(html));
  });
});

describe("countElements", () => {
  it("counts start tags, not end tags, comments or what a script or style holds", () => {
    expect(
      countElements(
        '<html><head><style>a<b{}</style><script>if (a<b) x("<div>")</script></head>' +
          "<body><!-- <p> --><p>1 < 2<br/><svg><use/></svg></p></body></html>",
      ),
    ).toBe(9);
  });
});

describe("budgets", () => {
  const figures = {
    js: 100.2 * KIB,
    css: 8 * KIB,
    total: 180 * KIB,
    inlineCss: 60 * KIB,
    elements: 700,
  };

  it("takes today's figures plus a quarter KiB for build jitter, rounded up to the next KiB", () => {
    expect(JITTER_MARGIN).toBe(256);
    expect(limitsFor(figures)).toEqual({
      js: 101,
      css: 9,
      total: 181,
      inlineCss: 61,
      elements: 700,
    });
  });

  it("leaves room for a few bytes of build-to-build jitter even just under a KiB boundary", () => {
    const justUnder = { ...figures, js: 101 * KIB - 3, css: 8 * KIB - 3, total: 181 * KIB - 3 };
    const nextBuild = { ...figures, js: 101 * KIB, css: 8 * KIB, total: 181 * KIB };
    expect(overBudget("/advanced-tools", nextBuild, limitsFor(justUnder))).toEqual([]);
  });

  it("passes figures at or under their limits", () => {
    expect(overBudget("/about", figures, limitsFor(figures))).toEqual([]);
  });

  it("says which figure is over, by how much", () => {
    expect(overBudget("/about", figures, { ...limitsFor(figures), js: 100 })).toEqual([
      "/about: JavaScript is 100.2 KiB, over its budget of 100 KiB by 0.2 KiB.",
    ]);
  });

  it("gives a small excess in bytes", () => {
    expect(
      overBudget("/about", { ...figures, css: 8 * KIB + 40 }, { ...limitsFor(figures), css: 8 }),
    ).toEqual(["/about: CSS is 8.0 KiB, over its budget of 8 KiB by 40 bytes."]);
  });

  it("holds the document to its inline CSS and its elements", () => {
    const limits = limitsFor(figures);
    expect(
      overBudget("/about", { ...figures, inlineCss: 62 * KIB, elements: 703 }, limits),
    ).toEqual([
      "/about: Inline CSS (uncompressed) is 62.0 KiB, over its budget of 61 KiB by 1.0 KiB.",
      "/about: The element count is 703, over its budget of 700 by 3.",
    ]);
  });

  it("asks for a limit a route's budget lacks", () => {
    const { elements: _none, ...older } = limitsFor(figures);
    expect(overBudget("/about", figures, older)).toEqual([
      "/about: The element count has no budget: add it to the budgets file (npm run budget -- --update).",
    ]);
  });

  it("asks for a budget for a route that has none", () => {
    expect(overBudget("/new", figures, undefined)).toEqual([
      "/new has no budget: add it to the budgets file (npm run budget -- --update).",
    ]);
  });
});
