import type { ComponentType } from "react";
import { preloadable } from "../browser/preloadable";

const preloads = new Set<() => Promise<unknown>>();

/**
 * A component that only a StaticSection or a kept page (src/lib/kept-pages.ts) renders, with its
 * code in a chunk of its own: a page loaded from the server keeps the built HTML and never asks
 * for it; a page rendered in the browser (client-side navigation) fetches it then.
 *
 * Once preloaded (preloadStaticParts), it renders without suspending (src/browser/preloadable):
 * the build renders pages with renderToString, which would otherwise write the Suspense fallback,
 * and stories see the section in their first render.
 */
export function staticPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  const part = preloadable(() => load().then((module) => module[name]));
  preloads.add(part.preload);
  return part.Component;
}

/**
 * Loads the code of every static part defined so far (by the modules imported so far), and of
 * those that the loaded parts' own modules define (a kept page's view holds static sections).
 */
export async function preloadStaticParts(): Promise<void> {
  let loaded = 0;
  while (loaded < preloads.size) {
    loaded = preloads.size;
    await Promise.all([...preloads].map((preload) => preload()));
  }
}
