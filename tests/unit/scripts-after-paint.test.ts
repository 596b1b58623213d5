import { afterPaintLoader, loadScriptsAfterPaint } from "../../src/lib/scripts-after-paint";

const html = `<html><head><link as="script" rel="prefetch" href="/later.js"/></head><body>
<div id="___gatsby"><h1>Scale</h1></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>
</body></html>`;

/** Runs the loader with fake frames and timers; returns what it appended and the pending work. */
function runLoader(source: string) {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    createElement: () => ({ src: "", async: false }),
    body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script.src) },
  };
  new Function("requestAnimationFrame", "setTimeout", "document", source)(
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    document,
  );
  return { appended, frames, timers };
}

describe("loadScriptsAfterPaint", () => {
  it("takes the async start-up scripts out of the HTML and loads them, in order, from one loader", () => {
    const rewritten = loadScriptsAfterPaint(html);
    expect(rewritten).not.toMatch(/<script src=/);
    const loader = rewritten.match(/<script id="scripts-after-paint">([\s\S]*?)<\/script>/)?.[1];
    expect(loader).toBe(
      afterPaintLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]),
    );
  });

  it("keeps everything else: content, inline data scripts and prefetch hints", () => {
    const rewritten = loadScriptsAfterPaint(html);
    expect(rewritten).toContain("<h1>Scale</h1>");
    expect(rewritten).toContain('window.pagePath="/"');
    expect(rewritten).toContain('rel="prefetch"');
  });

  it("replaces the loader of an earlier build when Gatsby stitches new script tags into old HTML", () => {
    const earlier = loadScriptsAfterPaint(html.replace(/-(\d)\.js/g, "-old$1.js"));
    const restitched = earlier.replace(
      "</body>",
      '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script></body>',
    );
    const rewritten = loadScriptsAfterPaint(restitched);
    expect(rewritten.match(/id="scripts-after-paint"/g)).toHaveLength(1);
    expect(rewritten).not.toContain("-old");
    expect(rewritten).toBe(loadScriptsAfterPaint(html));
  });

  it("leaves a page already rewritten, with no start-up script tags, as it was", () => {
    const rewritten = loadScriptsAfterPaint(html);
    expect(loadScriptsAfterPaint(rewritten)).toBe(rewritten);
  });

  it("leaves a page without start-up scripts as it was", () => {
    const page = "<html><body><p>No scripts</p></body></html>";
    expect(loadScriptsAfterPaint(page)).toBe(page);
  });
});

describe("afterPaintLoader", () => {
  it("asks for nothing before the first frame, then for every script once, async", () => {
    const { appended, frames, timers } = runLoader(afterPaintLoader(["/a.js", "/b.js"], 1000));
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run());
    expect(appended).toEqual(["/a.js", "/b.js"]);
    timers.filter((timer) => timer.ms === 1000).forEach((timer) => timer.run());
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });

  it("still loads them when no frame comes (a hidden tab)", () => {
    const { appended, timers } = runLoader(afterPaintLoader(["/a.js"], 1000));
    timers.filter((timer) => timer.ms === 1000).forEach((timer) => timer.run());
    expect(appended).toEqual(["/a.js"]);
  });
});
