import { stateAfterAttempt } from "../lib/leads/delivery-rules";
import type { AttemptResult } from "./deliver-http";
import type { DeliveryTarget, DeliveryUpdate, DueDelivery, Store } from "./store/types";

const FAR_FUTURE = new Date(8.64e15);

/** A delivery's detail once its email was found handed over with no result recorded. */
export const UNRECORDED_DETAIL = "sent, result not recorded";

export interface OutboxOptions {
  store: Store;
  /** One attempt at one delivery; never throws. */
  attempt: (due: DueDelivery) => Promise<AttemptResult>;
  log: (message: string) => void;
  now?: () => Date;
  /** Deliveries claimed and tried together. */
  batchSize?: number;
  /** How long a claim keeps other workers off a delivery: longer than an attempt can take. */
  leaseMs?: number;
  /** The deliveries this outbox sends (default: every one sent one by one). */
  targets?: readonly DeliveryTarget[];
}

export interface RunCounts {
  tried: number;
  delivered: number;
  /** Refused for good, or out of attempts. */
  givenUp: number;
}

export interface Outbox {
  /** Tries every delivery that is due now, batch after batch, until none is left. */
  runDue(): Promise<RunCounts>;
  /** Tries every delivery still owed now, however far off its next attempt (the owner asked). */
  runOwed(): Promise<RunCounts>;
  /** Runs what is due soon (a new lead was stored); calls close together share one run. */
  kick(): void;
  /** Runs what is due every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Sends the deliveries that were stored before sending: each due one is claimed (so that two
 * workers, or two instances, never try it at once), tried, and its result recorded, with the next
 * attempt's time when it failed (see docs/product.md#departures).
 */
export function createOutbox({
  store,
  attempt,
  log,
  now = () => new Date(),
  batchSize = 25,
  leaseMs = 60_000,
  targets,
}: OutboxOptions): Outbox {
  let running: Promise<RunCounts> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  // Results of attempts made but not yet recorded (the store refused the write: a full disk, a
  // database gone). Until each is recorded its delivery is not tried again, so an email that went
  // out is never sent twice for want of a note that it went.
  const unrecorded = new Map<
    string,
    { id: string; target: DeliveryTarget; update: DeliveryUpdate }
  >();
  const keyOf = (id: string, target: DeliveryTarget) => `${id}\n${target}`;

  async function recordOrKeep(id: string, target: DeliveryTarget, update: DeliveryUpdate) {
    try {
      await store.record(id, target, update);
      unrecorded.delete(keyOf(id, target));
      return true;
    } catch (error) {
      if (!unrecorded.has(keyOf(id, target))) {
        log(
          `${id}: ${target}'s result could not be recorded, and it is held until it can be: ${String(error)}`,
        );
      }
      unrecorded.set(keyOf(id, target), { id, target, update });
      return false;
    }
  }

  /** Records the results held back; false while any is still held. */
  async function recordHeld(): Promise<boolean> {
    for (const { id, target, update } of [...unrecorded.values()]) {
      if (!(await recordOrKeep(id, target, update))) return false;
    }
    return true;
  }

  /**
   * An email found handed to the mail server with no result recorded (the store refused the write
   * and the process stopped since): it may well have gone, so it is never sent again; the owner
   * sees it with its Message-ID and decides.
   */
  async function settleUnrecorded(due: DueDelivery & { sendingSince: string }, counts: RunCounts) {
    const { submission, delivery, sendingSince } = due;
    counts.tried += 1;
    const update: DeliveryUpdate = {
      state: "failed",
      attempts: delivery.attempts + 1,
      lastAttemptAt: sendingSince,
      detail: UNRECORDED_DETAIL,
      sendingSince,
    };
    if (!(await recordOrKeep(submission.id, delivery.target, update))) return;
    counts.givenUp += 1;
    log(
      `${submission.kind} ${submission.id}: ${delivery.target} ${UNRECORDED_DETAIL}; not sent again`,
    );
  }

  async function tryOne(due: DueDelivery, counts: RunCounts): Promise<void> {
    const { submission, delivery } = due;
    const { sendingSince } = delivery;
    if (sendingSince) return settleUnrecorded({ ...due, sendingSince }, counts);
    const result = await attempt(due);
    const at = now();
    const next = stateAfterAttempt(delivery.attempts, result.outcome, at);
    const update: DeliveryUpdate = {
      state: next.state,
      attempts: next.attempts,
      lastAttemptAt: at.toISOString(),
      detail: result.detail,
      ...(next.state === "pending" ? { nextAttemptAt: next.nextAttemptAt.toISOString() } : {}),
      ...(result.status !== undefined ? { status: result.status } : {}),
      ...(result.subscriberId ? { subscriberId: result.subscriberId } : {}),
    };
    counts.tried += 1;
    if (!(await recordOrKeep(submission.id, delivery.target, update))) return;
    if (next.state === "delivered") counts.delivered += 1;
    if (next.state === "refused" || next.state === "failed") counts.givenUp += 1;
    if (next.state !== "delivered") {
      const when = next.state === "pending" ? `; next try ${update.nextAttemptAt}` : "";
      log(
        `${submission.kind} ${submission.id}: ${delivery.target} attempt ${next.attempts} ${next.state}: ${result.detail}${when}`,
      );
    }
  }

  async function run(everything: boolean): Promise<RunCounts> {
    const counts: RunCounts = { tried: 0, delivered: 0, givenUp: 0 };
    // Nothing new is tried while the store cannot take a result.
    if (!(await recordHeld())) return counts;
    // Each delivery is tried at most once a run, even one owed ahead of its time that fails again.
    const tried = new Set<string>();
    for (;;) {
      const due = await store.claimDue(now(), batchSize, leaseMs, {
        dueBy: everything ? FAR_FUTURE : now(),
        ...(targets ? { targets } : {}),
      });
      const fresh = due.filter(({ submission, delivery }) => {
        const key = keyOf(submission.id, delivery.target);
        if (tried.has(key) || unrecorded.has(key)) return false;
        tried.add(key);
        return true;
      });
      if (!fresh.length) return counts;
      await Promise.all(fresh.map((one) => tryOne(one, counts)));
      if (unrecorded.size) return counts;
    }
  }

  function runDue(everything = false): Promise<RunCounts> {
    if (running) {
      again ||= !everything;
      return everything ? running.then(() => runDue(true)) : running;
    }
    running = run(everything)
      .catch((error: unknown) => {
        log(`delivery run failed: ${String(error)}`);
        return { tried: 0, delivered: 0, givenUp: 0 };
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runDue();
        }
      });
    return running;
  }

  return {
    runDue: () => runDue(),
    runOwed: () => runDue(true),
    kick: () => {
      if (!stopped) void runDue();
    },
    start(intervalMs) {
      timer = setInterval(() => void runDue(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
