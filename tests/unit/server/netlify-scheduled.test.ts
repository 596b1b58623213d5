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
      requestHash: "h",
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
