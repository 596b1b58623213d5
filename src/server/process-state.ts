const REGISTRY = Symbol.for("scalewise.leads.process-state");

/**
 * One value per Node process, created on first use. Module-level state is not enough here:
 * `gatsby serve` re-requires a function's bundle on every request (it deletes it from
 * require.cache), and /api/subscribe and /api/contact are separate bundles. The store's write
 * chain and idempotency index, the rate limiter and the in-flight requests must outlive one
 * evaluation and be shared by both functions, so they live on globalThis under a registered symbol.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as { [REGISTRY]?: Map<string, unknown> };
  const registry = (holder[REGISTRY] ??= new Map<string, unknown>());
  if (!registry.has(name)) registry.set(name, create());
  return registry.get(name) as T;
}
