// Netlify: once a day, deletes what content/data/retention.json no longer lets us keep. On one
// machine the production server does this itself.
import { describePurge, purge } from "../../src/server/purge";
import { consoleLog } from "../../src/server/service";
import { readSettings } from "../../src/server/settings";
import { openStores } from "../../src/server/stores";

export default async function purgeDaily(): Promise<Response> {
  const stores = openStores(readSettings(globalThis.process.env).store);
  if ("unavailable" in stores) return Response.json({ error: stores.unavailable }, { status: 503 });
  const { store } = stores;
  try {
    await store.open();
    const report = await purge(stores);
    consoleLog(describePurge(report));
    return Response.json({ submissions: report.submissions, mailQuota: report.mailQuota });
  } finally {
    await store.close();
  }
}

export const config = { schedule: "@daily" };
