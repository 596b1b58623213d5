// Netlify: every ten minutes, reminds members of the enquiries due for a reply soon (each once).
// On one machine the production server does this itself.
import { describeReminders, sendReminders } from "../../src/server/reminders";
import { closeMail } from "../../src/server/mail";
import { consoleLog } from "../../src/server/service";
import { readSettings } from "../../src/server/settings";
import { openStores } from "../../src/server/stores";

export default async function sendRemindersSoon(): Promise<Response> {
  const settings = readSettings(globalThis.process.env);
  const stores = openStores(settings.store);
  if ("unavailable" in stores) return Response.json({ error: stores.unavailable }, { status: 503 });
  const { store } = stores;
  try {
    await store.open();
    const report = await sendReminders(stores, settings);
    consoleLog(describeReminders(report));
    return Response.json({ sent: report.sent, leads: report.leads });
  } finally {
    await store.close();
    closeMail();
  }
}

export const config = { schedule: "*/10 * * * *" };
