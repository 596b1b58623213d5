import type { Store } from "./store/types";

// The store's own random keys (Store.siteKey), read once per store and name for the life of the
// process: they never change once made.

const keys = new WeakMap<Store, Map<string, Promise<Buffer>>>();

export function cachedSiteKey(store: Store, name: string): Promise<Buffer> {
  let byName = keys.get(store);
  if (!byName) {
    byName = new Map();
    keys.set(store, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = store.siteKey(name);
    // A store that could not answer is asked again next time.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}
