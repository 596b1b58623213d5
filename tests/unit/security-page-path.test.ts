import { sha256Source } from "../../src/build/security/hash";
import { inlineSources } from "../../src/build/security/inline-sources";
import { runInNewContext } from "node:vm";
import {
  SHARED_PAGE_PATH_SCRIPT,
  keepsOwnPagePathScript,
  sharePagePathScript,
} from "../../src/build/security/page-path-script";

/** A built page's end, as Gatsby 5 writes it (slices on: the compilation hash has its own script). */
const page = (path: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script><script>window.___webpackCompilationHash="abc";</script></body></html>`;

describe("sharePagePathScript", () => {
  it("moves the page's path into a data attribute of one script text for every page", () => {
    const html = sharePagePathScript(page("/about"));
    expect(html).toContain(
      `<script id="gatsby-script-loader" data-page-path="/about">${SHARED_PAGE_PATH_SCRIPT}</script>`,
    );
    expect(html).not.toContain('window.pagePath="/about"');
    expect(html).toContain('<script>window.___webpackCompilationHash="abc";</script>');
  });

  it("gives every page the same inline scripts, so the policy hashes each once", () => {
    const hashes = (html: string) => inlineSources(html).scripts.map(sha256Source);
    const about = hashes(sharePagePathScript(page("/about")));
    const post = hashes(sharePagePathScript(page("/blog/ai-automation-roi")));
    expect(about).toEqual(post);
    expect(hashes(page("/about"))).not.toEqual(hashes(page("/blog/ai-automation-roi")));
  });

  it("escapes the path in the attribute", () => {
    expect(sharePagePathScript(page('/a"b&c<d>'))).toContain(
      'data-page-path="/a&quot;b&amp;c&lt;d&gt;"',
    );
  });

  it("leaves a page already rewritten, or a script it does not know, as it is", () => {
    const once = sharePagePathScript(page("/about"));
    expect(sharePagePathScript(once)).toBe(once);
    expect(keepsOwnPagePathScript(once)).toBe(false);
    const other = page("/about").replace("window.pagePath=", "window.pageTitle=");
    expect(sharePagePathScript(other)).toBe(other);
    expect(keepsOwnPagePathScript(other)).toBe(true);
  });

  it("does not count a slice, which has no page path script, as keeping its own", () => {
    expect(keepsOwnPagePathScript('<script src="/app.js" async></script>')).toBe(false);
  });
});

describe("SHARED_PAGE_PATH_SCRIPT", () => {
  /** window.pagePath after the script runs with `pagePath` in its data attribute. */
  function run(pagePath: string): unknown {
    const window: { pagePath?: string } = {};
    runInNewContext(SHARED_PAGE_PATH_SCRIPT, {
      window,
      document: { currentScript: { dataset: { pagePath } } },
    });
    return window.pagePath;
  }

  it("sets the page's path, as Gatsby's own script did", () => {
    expect(run("/about")).toBe("/about");
    expect(run("/")).toBe("/");
    expect(run("/404.html")).toBe("/404.html");
  });

  it("takes only a path of this site, never another address", () => {
    expect(run("//elsewhere.example")).toBeUndefined();
    expect(run("https://elsewhere.example/")).toBeUndefined();
    expect(run("javascript:alert(1)")).toBeUndefined();
  });
});
