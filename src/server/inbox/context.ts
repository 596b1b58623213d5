import type { Fetch } from "../deliver-http";
import type { Settings } from "../settings";
import type { Store } from "../store/types";
import type { InboxOrigins } from "./origins";
import type { InboxStore } from "./store/types";

/** What every inbox route needs. */
export interface InboxContext {
  store: Store;
  inbox: InboxStore;
  settings: Settings;
  fetch: Fetch;
  log: (message: string, error?: unknown) => void;
  /** Our pages' origins: for the Origin check and the passkeys' relying party. */
  origins: InboxOrigins;
  /** Called once a delivery is owed again (a retry): the outbox sends it. */
  afterStore: () => Promise<void> | void;
  /** Work that goes on after the answer (an email), which a function's host must wait for. */
  background: (work: Promise<unknown>) => void;
}
