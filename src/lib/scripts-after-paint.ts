// Gatsby puts its three start-up scripts (webpack runtime, framework, app) in the HTML as async
// scripts, so the browser fetches them alongside the font and the page's own bytes: on a slow
// connection they share the bandwidth the first paint needs, and the largest text paints about
// 0.7 s later than the same page without scripts (Lighthouse, mobile). Here they are asked for
// once the first contentful paint is on screen instead: the page paints as soon as its HTML, CSS
// and font are in, and hydrates right after.

const STARTUP_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;
const LOADER = /<script id="scripts-after-paint">[\s\S]*?<\/script>/g;

/**
 * The loader, as inline script text: fetches `sources` (in order, each async) once the first
 * contentful paint is on screen. A browser that does not report paints gets them after its first
 * frame; a hidden tab, which paints nothing, gets them at once. `fallbackMs` is the longest wait
 * whatever happens. The paint is what the visitor waits for: on a slow device it can reach the
 * screen a second or two after the page was parsed, and the start-up scripts fetched, parsed and
 * run meanwhile would compete with it.
 */
export function afterPaintLoader(sources: readonly string[], fallbackMs = 3000): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(sources)}.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=true;document.body.appendChild(script)})}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(document.visibilityState==="hidden"){start()}else if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,${fallbackMs})})()`;
}

/**
 * `html` with its async start-up scripts replaced by one loader that fetches them after paint.
 * A page Gatsby did not render again keeps last build's HTML with this build's script tags stitched
 * back in (they live in a slice): its earlier loader goes, or the app would start (and hydrate)
 * once per build the page has been through.
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(STARTUP_SCRIPT, (_, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return withoutScripts;
  return withoutScripts
    .replace(LOADER, "")
    .replace(
      "</body>",
      `<script id="scripts-after-paint">${afterPaintLoader(sources)}</script></body>`,
    );
}
