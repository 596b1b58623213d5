import { attemptAny } from "./attempt";
import { closeMail } from "./mail";
import { createOutbox, type RunCounts } from "./outbox";
import { consoleLog, type Log } from "./service";
import type { Settings } from "./settings";
import { openStores } from "./stores";

/**
 * Sends what the store owes, once, outside a running server: `npm run leads -- --retry` (every
 * delivery still owed) and Netlify's functions (those whose time has come).
 */
export async function sendOwed(
  settings: Settings,
  { everything, log = consoleLog }: { everything: boolean; log?: Log },
): Promise<RunCounts> {
  const stores = openStores(settings.store);
  if ("unavailable" in stores) throw new Error(`no store: ${stores.unavailable}`);
  const { store } = stores;
  const outbox = createOutbox({
    store,
    attempt: (due) => attemptAny(due, settings, (input, init) => fetch(input, init), store),
    log: (message) => log(message),
  });
  try {
    await store.open();
    return everything ? await outbox.runOwed() : await outbox.runDue();
  } finally {
    await store.close();
    closeMail();
  }
}
