import { attemptAny } from "./attempt";
import { closeMail } from "./mail";
import { createOutbox, type RunCounts } from "./outbox";
import type { Env } from "./runtime-env";
import { consoleLog, openStore, type Log } from "./service";

/**
 * Sends what the store owes, once, outside a running server: `npm run leads -- --retry` (every
 * delivery still owed) and Netlify's functions (those whose time has come).
 */
export async function sendOwed(
  env: Env,
  { everything, log = consoleLog }: { everything: boolean; log?: Log },
): Promise<RunCounts> {
  const store = openStore(env);
  if ("unavailable" in store) throw new Error(`no store: ${store.unavailable}`);
  const outbox = createOutbox({
    store,
    attempt: (due) => attemptAny(due, env, (input, init) => fetch(input, init), store),
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
