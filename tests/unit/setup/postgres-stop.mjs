// Jest's globalTeardown: stops the cluster postgres-start.mjs started, and removes its folder.
export default function stopSharedPostgres() {
  globalThis.stopSharedPostgres?.();
}
