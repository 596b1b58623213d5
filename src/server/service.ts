import type { AttemptResult, Fetch } from "./deliver-http";
import { createOutbox, type Outbox } from "./outbox";
import type { PipelineContext } from "./pipeline";
import { DEADLINES } from "./http/deadlines";
import type { InboxStore } from "./inbox/store/types";
import type { Settings } from "./settings";
import { openStores } from "./stores";
import type { DueDelivery, Store, StoreHealth } from "./store/types";

export type Log = (message: string, error?: unknown) => void;

export const consoleLog: Log = (message, error) =>
  error === undefined
    ? console.error(`[leads] ${message}`)
    : console.error(`[leads] ${message}`, error);

export interface LeadsService {
  context: PipelineContext;
  store: Store | { unavailable: string };
  /** The inbox's store, in the same database; none without a store. */
  inbox: InboxStore | null;
  outbox: Outbox | null;
  /** GET /api/health: whether a lead can be stored now (200) or not (503), and in which store. */
  health(): Promise<{ status: 200 | 503; body: { ok: boolean; store: string; writable: boolean } }>;
  /** Stops delivering and closes the store once the writes in progress are done. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Read once at start (src/server/settings). */
  settings: Settings;
  publicDir: string | null;
  /** One attempt at one delivery (src/server/attempt.ts). */
  attempt: (
    due: DueDelivery,
    settings: Settings,
    fetch: Fetch,
    store: Store,
  ) => Promise<AttemptResult>;
  fetch?: Fetch;
  log?: Log;
  /**
   * When a new submission's deliveries are tried: "background", by this process straight after
   * the answer (a long-running server); or "by-caller", which runs the outbox itself (a function,
   * through its platform's waitUntil, since its process may be frozen once it has answered).
   */
  deliver?: "background" | "by-caller";
}

/** The store's answer to "can you take a lead now?", or no within the health check's deadline. */
async function healthWithin(store: Store, ms: number): Promise<StoreHealth> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<StoreHealth>((resolve) => {
    timer = setTimeout(
      () => resolve({ writable: false, detail: `${store.description}: no answer within ${ms} ms` }),
      ms,
    );
  });
  try {
    return await Promise.race([store.health(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long one health check's answer stands: its write is real, so callers share it. */
const HEALTH_REUSED_MS = 1_000;

/** The store and outbox one process shares between both endpoints. */
export function createLeadsService({
  settings,
  publicDir,
  attempt,
  fetch: fetchImpl = (input, init) => fetch(input, init),
  log = consoleLog,
  deliver = "background",
}: ServiceOptions): LeadsService {
  const stores = openStores(settings.store);
  const store = "unavailable" in stores ? stores : stores.store;
  const outbox =
    "unavailable" in store
      ? null
      : createOutbox({
          store,
          attempt: (due) => attempt(due, settings, fetchImpl, store),
          log: (message) => log(message),
        });
  const context: PipelineContext = {
    settings,
    stores,
    log,
    publicDir,
    afterStore: () => {
      if (deliver === "background") outbox?.kick();
    },
  };
  let checked: { at: number; state: Promise<StoreHealth> } | null = null;
  const checkStore = (at = Date.now()) => {
    if ("unavailable" in store)
      return Promise.resolve({ writable: false, detail: store.unavailable });
    if (!checked || at - checked.at >= HEALTH_REUSED_MS) {
      checked = { at, state: healthWithin(store, DEADLINES.healthMs) };
    }
    return checked.state;
  };
  return {
    context,
    store,
    inbox: "unavailable" in stores ? null : stores.inbox,
    outbox,
    async health() {
      const state = await checkStore();
      if (!state.writable) log(`health: store not writable: ${state.detail}`);
      const kind = "unavailable" in store ? "none" : (store.description.split(" ")[0] ?? "");
      return {
        status: state.writable ? 200 : 503,
        // No path or host: the endpoint is public, the log has the detail.
        body: { ok: state.writable, store: kind, writable: state.writable },
      };
    },
    async close() {
      await outbox?.stop();
      if (!("unavailable" in store)) await store.close();
    },
  };
}
