// Work a request starts and its answer does not wait for (an email that must not tell, by the time
// it takes, whether it was sent). The server lets it finish before it closes; a function's host
// is asked to keep the instance running until it has.

export interface Background {
  /** Starts keeping track of the work; its failure is the work's own to report. */
  add(work: Promise<unknown>): void;
  /** Resolves once every piece of work added so far (and any added meanwhile) has ended. */
  idle(): Promise<void>;
}

export function background(): Background {
  const pending = new Set<Promise<void>>();
  return {
    add(work) {
      const tracked: Promise<void> = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(tracked);
      void tracked.then(() => pending.delete(tracked));
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
