// Netlify: once a day, deletes what content/data/retention.json no longer lets us keep. On one
// machine the production server does this itself.
import { describePurge, purge } from "../../src/server/purge";
import { consoleLog, openStore } from "../../src/server/service";

export default async function purgeDaily(): Promise<Response> {
  const store = openStore(globalThis.process.env);
  if ("unavailable" in store) return Response.json({ error: store.unavailable }, { status: 503 });
  try {
    await store.open();
    const report = await purge(store);
    consoleLog(describePurge(report));
    return Response.json({ submissions: report.submissions, mailQuota: report.mailQuota });
  } finally {
    await store.close();
  }
}

export const config = { schedule: "@daily" };
