// What a request costs the server, measured on this process's CPU (user + system): the tests'
// bound on "no input can make one request cost more than a few milliseconds".

/** CPU time (user + system, ms) this process spends on `work`. */
export async function cpuMs<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const before = process.cpuUsage();
  const value = await work();
  const { user, system } = process.cpuUsage(before);
  return { value, ms: (user + system) / 1000 };
}

/** Far above what a request should cost (a few ms), far below what a quadratic parser costs. */
export const CPU_BOUND_MS = 250;
