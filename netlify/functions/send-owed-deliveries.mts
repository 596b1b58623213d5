// Netlify: every five minutes, the deliveries whose next attempt is due (a platform or webhook that
// failed when the lead arrived). On one machine the production server does this itself.
import { sendOwed } from "../../src/server/send-owed";
import { readSettings } from "../../src/server/settings";

export default async function sendOwedDeliveries(): Promise<Response> {
  const counts = await sendOwed(readSettings(globalThis.process.env), { everything: false });
  return Response.json(counts);
}

export const config = { schedule: "*/5 * * * *" };
