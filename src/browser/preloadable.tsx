import { lazy, type ComponentType } from "react";

export interface Preloadable<P extends object> {
  /** Renders it, inside a Suspense boundary: that waits only while the code has not arrived. */
  Component: ComponentType<P>;
  /** Fetches the code, once; a failed fetch is tried again on the next call. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code is a chunk of its own, fetched by `preload` (when the browser is idle).
 * React.lazy alone suspends on its first render even when the chunk has arrived, and shows the
 * component only in a later render after a paint: this one renders in the same pass once it has.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // The props travel as one prop: React.lazy's types cannot pass a generic component's props on.
  const Lazy = lazy(() =>
    preload().then((Loaded) => ({ default: ({ props }: { props: P }) => <Loaded {...props} /> })),
  );

  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy props={props} />;
  }
  return { Component, preload };
}
