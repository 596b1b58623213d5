import { stripScripts } from "../../scripts/lib/floor.mjs";

describe("stripScripts", () => {
  const html = `<html><head>
<link as="script" rel="prefetch" href="/later.js"/>
<link rel="preload" href="/static/font.woff2" as="font"/>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<style>.a{color:red}</style>
</head><body><h1>Scale</h1>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script
  id="gatsby-chunk-mapping"
>window.___chunkMapping="{}";</script>
<script src="/app-1.js" async></script>
</body></html>`;

  it("removes every executable script and script hint", () => {
    const floor = stripScripts(html);
    expect(floor).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(floor).not.toContain('as="script"');
    expect(floor).not.toContain("window.");
  });

  it("keeps the content, styles, fonts and structured data", () => {
    const floor = stripScripts(html);
    expect(floor).toContain("<h1>Scale</h1>");
    expect(floor).toContain("<style>.a{color:red}</style>");
    expect(floor).toContain('as="font"');
    expect(floor).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
  });
});
