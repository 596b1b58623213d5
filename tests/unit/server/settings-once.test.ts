// The settings are read once, when the app starts: whatever the environment says afterwards, the
// requests and the deliveries they cause go on by what it said then.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeMail } from "../../../src/server/mail";
import { readSettings, type Env } from "../../../src/server/settings";
import { DECLARED } from "../../../src/server/settings/declaration";
import { buildSiteApp } from "../../../src/server/site-app";
import { startMailCatcher } from "../../e2e/mail-catcher";
import { writeFixtureSite } from "./site-fixture";

const DECLARED_NAMES = new Set(Object.keys(DECLARED));

/** The environment as a map that notes each declared name read once `watching` is on. */
function watched(values: Record<string, string>) {
  const read: string[] = [];
  const state = { watching: false };
  const note = (name: string | symbol) => {
    if (state.watching && typeof name === "string" && DECLARED_NAMES.has(name)) read.push(name);
  };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, name, receiver) {
        note(name);
        return Reflect.get(object, name, receiver) as unknown;
      },
      has(object, name) {
        note(name);
        return Reflect.has(object, name);
      },
    });
  return { env: wrap(values), wrap, read, state };
}

it("is read at start only: requests and their emails go by what it said then", async () => {
  const catcher = await startMailCatcher();
  const site = await writeFixtureSite();
  const dataDir = await mkdtemp(join(tmpdir(), "settings-once-"));
  const given = watched({
    LEADS_DATA_DIR: dataDir,
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@example.com>",
    OWNER_EMAIL: "owner@example.com",
    LEADS_DOUBLE_OPT_IN: "off",
  });
  const saved = process.env;
  const app = await buildSiteApp({
    settings: readSettings(given.env as Env),
    publicDir: site.dir,
    log: () => undefined,
  });
  try {
    const base = await app.fastify.listen({ host: "127.0.0.1", port: 0 });
    // Everything the environment could now say, said otherwise, and every read of it noted.
    process.env = given.wrap({
      ...saved,
      MAIL_FROM: "Someone Else <else@example.com>",
      OWNER_EMAIL: "else@example.com",
      LEADS_RATE_LIMIT: "1",
      SITE_URL: "https://elsewhere.example",
    });
    given.state.watching = true;
    for (const email of ["ada@example.com", "bo@example.com"]) {
      const answer = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ada", email, subject: "Hello", message: "Hello there" }),
      });
      expect(answer.status).toBe(200);
    }
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const inbox = await fetch(`${base}/api/inbox/session`);
    expect(inbox.status).toBe(401);
    const mails = await catcher.waitFor(() => true, 4);
    expect(new Set(mails.map((mail) => mail.from))).toEqual(new Set(["hello@example.com"]));
    expect(mails.flatMap((mail) => mail.to)).toContain("owner@example.com");
    expect(mails.flatMap((mail) => mail.to)).not.toContain("else@example.com");
    expect(given.read).toEqual([]);
  } finally {
    given.state.watching = false;
    process.env = saved;
    await app.fastify.close();
    await app.service.close();
    closeMail();
    await catcher.close();
    await site.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
});
