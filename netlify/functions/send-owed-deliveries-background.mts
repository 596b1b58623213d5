// Netlify: the emails a lead is owed, sent straight after it is stored (the endpoints, Gatsby
// functions, ask for it with a token only they can make). A background function answers 202 at
// once and may then run for minutes.
import { TRIGGER_HEADER, triggerToken } from "../../src/server/gatsby-function";
import { sendOwed } from "../../src/server/send-owed";

export default async function sendOwedDeliveriesNow(request: Request): Promise<Response> {
  const env = globalThis.process.env;
  if (request.method !== "POST" || request.headers.get(TRIGGER_HEADER) !== triggerToken(env)) {
    return new Response(null, { status: 404 });
  }
  await sendOwed(env, { everything: false });
  return new Response(null, { status: 202 });
}
