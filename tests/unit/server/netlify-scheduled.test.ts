import sendOwedDeliveries, { config } from "../../../netlify/functions/send-owed-deliveries.mjs";
import { PostgresStore } from "../../../src/server/store/postgres";
import { listAll } from "./harness";
import { startStandIn } from "./platform-stand-in";
import { postgresForTests } from "./postgres";

// Netlify's scheduled function: what the running server's outbox does on one machine, every five
// minutes, against the PostgreSQL store.

const postgres = postgresForTests();
const SAVED = { ...process.env };
afterEach(() => {
  process.env = { ...SAVED };
});

it("runs every five minutes and sends the deliveries whose time has come", async () => {
  expect(config).toEqual({ schedule: "*/5 * * * *" });
  const platform = await startStandIn();
  const url = await postgres.freshDatabase();
  const store = new PostgresStore({ url, poolSize: 1 });
  try {
    await store.add({
      kind: "lead",
      idempotencyKey: null,
      record: { email: "later@example.com", source: "newsletter" },
      targets: ["mailchimp"],
    });
    process.env = {
      ...SAVED,
      NETLIFY: "true",
      DATABASE_URL: url,
      MAILCHIMP_API_KEY: "k",
      MAILCHIMP_AUDIENCE_ID: "a",
      MAILCHIMP_API_URL: platform.url,
    };
    const response = await sendOwedDeliveries();
    expect(await response.json()).toEqual({ tried: 1, delivered: 1, givenUp: 0 });
    expect(platform.received.map((request) => request.path)).toEqual(["/lists/a/members"]);
    const [stored] = await listAll(store);
    expect(stored?.deliveries[0]?.state).toBe("delivered");
  } finally {
    await store.close();
    await platform.close();
  }
});

it("sends a new lead's emails when the endpoint asks, and only then", async () => {
  const { default: sendNow } =
    await import("../../../netlify/functions/send-owed-deliveries-background.mjs");
  const { triggerToken, TRIGGER_HEADER } = await import("../../../src/server/gatsby-function");
  const { startMailCatcher } = await import("../../e2e/mail-catcher");
  const catcher = await startMailCatcher();
  const url = await postgres.freshDatabase();
  const store = new PostgresStore({ url, poolSize: 1 });
  try {
    await store.add({
      kind: "lead",
      idempotencyKey: null,
      record: {
        email: "reader@example.co.uk",
        source: "sidebar_lead_magnet",
        tags: ["scaling_guide"],
      },
      targets: ["visitor-email"],
    });
    process.env = {
      ...SAVED,
      NETLIFY: "true",
      DATABASE_URL: url,
      SMTP_URL: catcher.url,
      MAIL_FROM: "Scalewise Studio <hello@scalewise.studio>",
    };
    const ask = (token: string) =>
      sendNow(
        new Request("https://site.test/x", {
          method: "POST",
          headers: { [TRIGGER_HEADER]: token },
        }),
      );
    expect((await ask("guessed")).status).toBe(404);
    expect(catcher.caught).toEqual([]);
    expect((await ask(triggerToken(process.env))).status).toBe(202);
    const [mail] = await catcher.waitFor((caught) => caught.to.includes("reader@example.co.uk"));
    expect(mail?.mail.subject).toBe("Your copy of The £1M MRR Scaling Guide");
  } finally {
    await store.close();
    await catcher.close();
  }
});
