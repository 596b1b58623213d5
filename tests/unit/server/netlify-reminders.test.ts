// Netlify's scheduled reminders (netlify/functions/send-reminders.mts): what the running server
// does every five minutes on one machine, against the PostgreSQL store and a real SMTP server.
import sendRemindersSoon, { config } from "../../../netlify/functions/send-reminders.mjs";
import { postgresStores } from "../../../src/server/stores";
import { param, sql } from "../../../src/server/store/sql/statement";
import { uuid } from "../../../src/server/store/sql/codecs";
import { startMailCatcher } from "../../e2e/mail-catcher";
import { postgresForTests } from "./postgres";

const postgres = postgresForTests();
const SAVED = { ...process.env };
afterEach(() => {
  process.env = { ...SAVED };
});

it("runs every ten minutes and reminds every owner of an enquiry due soon, once", async () => {
  expect(config).toEqual({ schedule: "*/10 * * * *" });
  const catcher = await startMailCatcher();
  const url = await postgres.freshDatabase();
  const { store, inbox } = postgresStores({ url, poolSize: 1 });
  try {
    await store.open();
    await inbox.addAccount("owner@example.com", "owner", new Date());
    const { id } = await store.add({
      kind: "contact",
      idempotencyKey: null,
      requestHash: "h",
      record: {
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        website: "",
        subject: "Help",
        message: "Can you help?",
        budget: "",
        howHeard: "",
      },
      targets: [],
    });
    const arrived = new Date(Date.now() - 21 * 3_600_000);
    await store.database.run(
      sql`UPDATE submissions SET received_at = ${arrived} WHERE id = ${param(uuid, id)}`,
    );
    process.env = {
      ...SAVED,
      NETLIFY: "true",
      DATABASE_URL: url,
      SMTP_URL: catcher.url,
      MAIL_FROM: "Scalewise Studio <hello@example.com>",
    };
    expect(await (await sendRemindersSoon()).json()).toEqual({ sent: 1, leads: 1 });
    expect(await (await sendRemindersSoon()).json()).toEqual({ sent: 0, leads: 0 });
    const [reminder] = catcher.caught;
    expect(reminder?.to).toEqual(["owner@example.com"]);
    expect(reminder?.mail.html).toContain(`/inbox/lead/${id}`);
  } finally {
    await store.close();
    await catcher.close();
  }
});
