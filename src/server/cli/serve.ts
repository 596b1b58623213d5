import { resolve } from "node:path";
import { buildSiteApp } from "../site-app";
import { capConnectionsPerClient } from "../http/connection-cap";
import { DEADLINES } from "../http/deadlines";
import { msUntilDigest } from "../../lib/leads/digest-time";
import { describeDigest, sendDigest } from "../digest";
import { closeMail } from "../mail";
import { closePdfRenderer } from "../pdf/assessment-pdf";
import { consoleLog } from "../service";
import { runtimeEnv } from "../runtime-env";
import { describeReminders, sendReminders } from "../reminders";
import { readSettings, type Settings } from "../settings";
import { describeImport } from "../store/jsonl-import";
import { SqliteStore } from "../store/sqlite";
import type { Stores } from "../stores";
import { describePurge, purge } from "../purge";

/** How often the server looks for deliveries whose next attempt is due. */
const DELIVERY_INTERVAL_MS = 15_000;

/** How often the server looks for enquiries due for a reply soon (src/server/reminders.ts). */
const REMINDER_INTERVAL_MS = 5 * 60_000;

/** How often the server deletes what the retention rules no longer let it keep. */
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Purges now (what a stopped server left due) and then daily. */
function schedulePurge(stores: Stores): NodeJS.Timeout {
  const run = () =>
    purge(stores).then(
      (report) => consoleLog(describePurge(report)),
      (error: unknown) => consoleLog("purge failed; it runs again tomorrow", error),
    );
  void run();
  return setInterval(run, PURGE_INTERVAL_MS).unref();
}

/** Reminds members of the enquiries due for a reply soon, now and every few minutes. */
function scheduleReminders(stores: Stores, settings: Settings): NodeJS.Timeout {
  const run = () =>
    sendReminders(stores, settings).then(
      (report) => {
        if (report.sent) consoleLog(describeReminders(report));
      },
      (error: unknown) => consoleLog("reminders failed; they run again shortly", error),
    );
  void run();
  return setInterval(run, REMINDER_INTERVAL_MS).unref();
}

/**
 * `npm start` (after the build) and `npm run serve`: the production server on HOST:PORT until
 * SIGTERM or SIGINT, when it stops taking connections, finishes the requests in flight, lets the
 * deliveries under way end and closes the store.
 */
export async function serve(): Promise<void> {
  const settings = readSettings(runtimeEnv());
  const { host, port } = settings.listen;
  const publicDir = resolve(settings.listen.publicDir);
  const { fastify, service } = await buildSiteApp({ settings, publicDir });
  const { store, inbox } = service;
  const { leads } = settings;
  // Behind our own proxy every connection is the proxy's, and it caps its clients itself.
  if (!leads.trustProxy) capConnectionsPerClient(fastify.server, leads.connectionsPerClient);
  let purgeTimer: NodeJS.Timeout | undefined;
  let reminderTimer: NodeJS.Timeout | undefined;
  if ("unavailable" in store) {
    consoleLog(`no store: ${store.unavailable}; the endpoints answer 503`);
  } else {
    await store.open();
    if (store instanceof SqliteStore && store.imported)
      consoleLog(`read in the old store file: ${describeImport(store.imported)}`);
    const health = await store.health();
    consoleLog(
      `store: ${store.description}${health.writable ? "" : ` (NOT writable: ${health.detail})`}`,
    );
    if (inbox) purgeTimer = schedulePurge({ store, inbox });
    if (inbox) reminderTimer = scheduleReminders({ store, inbox }, settings);
    service.outbox?.start(DELIVERY_INTERVAL_MS);
    service.outbox?.kick(); // what was owed before a restart
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLog(`${signal}: finishing the requests in flight`);
    // A kept-alive connection goes idle once its request is answered; Node closes only those idle
    // when closing begins, so the others are closed as they go idle. Past the grace period, all.
    const { server } = fastify;
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const grace = setTimeout(() => server.closeAllConnections(), DEADLINES.shutdownGraceMs);
    await fastify.close();
    clearInterval(idle);
    clearTimeout(grace);
    clearTimeout(digestTimer);
    clearInterval(purgeTimer);
    clearInterval(reminderTimer);
    await service.close();
    closeMail();
    await closePdfRenderer();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // The owner's digest of sign-ups, daily at 08:00 UK time (`npm run leads -- --digest` sends it now).
  const digest = () => {
    if ("unavailable" in store) return;
    void sendDigest(store, settings, new Date(), inbox ?? undefined).then((result) =>
      consoleLog(describeDigest(result)),
    );
  };
  const nextDigest = () =>
    setTimeout(() => {
      digest();
      digestTimer = nextDigest();
    }, msUntilDigest(new Date())).unref();
  let digestTimer = nextDigest();
  await fastify.listen({ host, port });
  console.log(`Serving ${publicDir} at http://${host}:${port}`);
}
