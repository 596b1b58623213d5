import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Loaded<P> = { default: ComponentType<P> };

const preloads = new Set<() => Promise<unknown>>();

/**
 * A component that only a StaticSection renders, with its code in a chunk of its own: a page
 * loaded from the server keeps the section's built HTML and never asks for it; a page rendered in
 * the browser (client-side navigation) fetches it then.
 *
 * Once preloaded (preloadStaticParts), it renders without suspending: the build renders pages with
 * renderToString, which would otherwise write the Suspense fallback, and stories see the section
 * in their first render.
 */
export function staticPart<P, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = { default: module[name] })));
  preloads.add(preload);
  return lazy(() => {
    const ready = loaded;
    // React's lazy takes the module without suspending when the thenable hands it over at once
    // (a resolved promise would still call back a tick later).
    if (ready) {
      const handedOver = { then: (resolve: (module: Loaded<P>) => void) => resolve(ready) };
      return handedOver as unknown as Promise<Loaded<P>>;
    }
    return preload();
  });
}

/** Loads the code of every static part defined so far (by the modules imported so far). */
export function preloadStaticParts(): Promise<unknown> {
  return Promise.all([...preloads].map((preload) => preload()));
}
