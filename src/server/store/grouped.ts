/**
 * Calls that arrive while a group is under way wait and go together in the next one, as commits
 * group on a disk: one at a time when the site is quiet, many at once under load. `run` settles
 * each call of its group itself and never rejects.
 */
export function grouped<T>(run: (group: T[]) => Promise<void>): (call: T) => void {
  let waiting: T[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length) {
        const group = waiting;
        waiting = [];
        // `run` settles its calls; should it throw, the next group still runs.
        await run(group).catch(() => undefined);
      }
    } finally {
      running = false;
    }
  }

  return (call) => {
    waiting.push(call);
    if (!running) void drain();
  };
}

interface Asked<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * A lookup by key whose calls group as above: one query for the keys asked together, and each
 * caller gets its own key's value (undefined when the query found none), or an error once
 * `deadlineMs` have passed, since a call waits for the group before its own.
 */
export function groupedLookup<K, V>(
  what: string,
  deadlineMs: number,
  lookup: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  const ask = grouped<Asked<K, V>>(async (group) => {
    try {
      const found = await lookup([...new Set(group.map((one) => one.key))]);
      group.forEach((one) => one.resolve(found.get(one.key)));
    } catch (error) {
      group.forEach((one) => one.reject(error));
    }
  });
  return (key) =>
    within(new Promise((resolve, reject) => ask({ key, resolve, reject })), deadlineMs, what);
}

/** The promise's value, or an error once `ms` have passed without one. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  promise.catch(() => undefined); // a late failure is nobody's to hear
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
