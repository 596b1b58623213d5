import { afterPaintLoader, loadScriptsAfterPaint } from "../../src/lib/scripts-after-paint";

const html = `<html><head><link as="script" rel="prefetch" href="/later.js"/><link rel="prefetch" href="/page-data/about/page-data.json"/></head><body>
<div id="___gatsby"><h1>Scale</h1></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>
</body></html>`;

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A stand-in for the browser's paint timing: the loader's observer, and paints to report to it. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ["paint", "largest-contentful-paint"];
  static made: FakePaintObserver[] = [];
  options: unknown;
  disconnected = false;
  constructor(private readonly callback: PaintCallback) {
    FakePaintObserver.made.push(this);
  }
  observe(options: unknown) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports a paint entry, as it does once the frame is on screen. */
  paint(name: "first-paint" | "first-contentful-paint") {
    if (this.disconnected) return;
    this.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, this);
  }
}

/**
 * Runs the loader with fake frames, timers and (unless `paintTiming` is false) paint timing, in a
 * visible tab unless `hidden`; returns what it appended and the pending work.
 */
function runLoader(source: string, { paintTiming = true, hidden = false } = {}) {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    createElement: () => ({ src: "", async: false }),
    body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script.src) },
  };
  FakePaintObserver.made = [];
  const PerformanceObserver = paintTiming ? FakePaintObserver : undefined;
  new Function(
    "window",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    "document",
    source,
  )(
    { PerformanceObserver },
    PerformanceObserver,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    document,
  );
  const runTimers = (ms: number) =>
    timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.run());
  return { appended, frames, runTimers, observers: FakePaintObserver.made };
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

  it("keeps everything else: content, inline data scripts and other prefetch hints", () => {
    const rewritten = loadScriptsAfterPaint(html);
    expect(rewritten).toContain("<h1>Scale</h1>");
    expect(rewritten).toContain('window.pagePath="/"');
    expect(rewritten).toContain('<link rel="prefetch" href="/page-data/about/page-data.json"/>');
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
  it("asks for nothing until the first contentful paint is on screen, then for every script once", () => {
    const { appended, frames, runTimers, observers } = runLoader(
      afterPaintLoader(["/a.js", "/b.js"], 1000),
    );
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    // buffered: a paint that came before the loader ran still counts.
    expect(observer.options).toEqual({ type: "paint", buffered: true });
    frames.forEach((frame) => frame());
    runTimers(0);
    observer.paint("first-paint");
    expect(appended).toEqual([]);
    observer.paint("first-contentful-paint");
    expect(appended).toEqual(["/a.js", "/b.js"]);
    expect(observer.disconnected).toBe(true);
    runTimers(1000);
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });

  it("loads them at once in a hidden tab, which paints nothing", () => {
    const { appended, observers } = runLoader(afterPaintLoader(["/a.js"]), { hidden: true });
    expect(appended).toEqual(["/a.js"]);
    expect(observers).toEqual([]);
  });

  it("still loads them when no paint is reported, after three seconds by default", () => {
    const { appended, runTimers } = runLoader(afterPaintLoader(["/a.js"]));
    runTimers(1000);
    expect(appended).toEqual([]);
    runTimers(3000);
    expect(appended).toEqual(["/a.js"]);
  });

  it("loads them after the first frame where the browser does not report paints", () => {
    const { appended, frames, runTimers, observers } = runLoader(
      afterPaintLoader(["/a.js", "/b.js"], 1000),
      { paintTiming: false },
    );
    expect(observers).toEqual([]);
    runTimers(0);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    runTimers(0);
    expect(appended).toEqual(["/a.js", "/b.js"]);
    runTimers(1000);
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });
});
