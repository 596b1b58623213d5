// A person's access and erasure from the command line, on the embedded store, with the running
// server before and after and a Mailchimp stand-in on loopback.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import BetterSqlite3 from "better-sqlite3";
import { erasePerson } from "../../../src/server/person-data";
import { JSONL_FILE } from "../../../src/server/store/jsonl-import";
import { DATABASE_FILE, SqliteStore } from "../../../src/server/store/sqlite";
import type { Submission } from "../../../src/server/store/types";
import { startSite } from "./harness";
import { startStandIn, type StandIn } from "./platform-stand-in";

const NO_PLATFORM = { subscribe: { to: "store" } } as const;

const run = promisify(execFile);
const script = join(__dirname, "../../../scripts/server.mjs");
const ERIN = "erin.person@example.com";
const OTHER = "other.person@example.com";

let platform: StandIn;
let dir: string;
beforeEach(async () => {
  platform = await startStandIn();
  dir = await mkdtemp(join(tmpdir(), "person-data-"));
});
afterEach(async () => {
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

const mailchimp = () => ({
  LEADS_DATA_DIR: dir,
  // Forwarded at once, as when the platform runs its own confirmation.
  LEADS_DOUBLE_OPT_IN: "off",
  MAILCHIMP_API_KEY: "mc-secret",
  MAILCHIMP_AUDIENCE_ID: "aud1",
  MAILCHIMP_API_URL: `${platform.url}/3.0`,
});

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** Every file under the data folder, as bytes read as text. */
async function everyFile(folder: string): Promise<string> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile());
  const texts = await Promise.all(
    files.map((entry) => readFile(join(entry.parentPath, entry.name), "latin1")),
  );
  return texts.join("\n").toLowerCase();
}

const signUp = (email: string, base: string) => ({
  headers: { referer: `${base}/blog` },
  body: { email, source: "footer_newsletter", tags: ["newsletter"] },
});

describe("npm run leads -- --export and --erase", () => {
  it("exports every record of an address, then erases it everywhere and keeps it suppressed", async () => {
    // An old leads.jsonl naming both people, read in at the first start and left in place.
    const old = {
      kind: "lead",
      id: "44444444-4444-4444-8444-444444444444",
      idempotencyKey: null,
      receivedAt: "2026-01-01T00:00:00.000Z",
      record: { email: ERIN.toUpperCase(), source: "blog_newsletter" },
      deliveries: [],
    };
    const kept = { ...old, id: "55555555-5555-4555-8555-555555555555", record: { email: OTHER } };
    // An address that holds hers as its tail is someone else's, and stays.
    const lookalike = {
      ...old,
      id: "66666666-6666-4666-8666-666666666666",
      record: { email: `jo${ERIN}` },
    };
    await writeFile(
      join(dir, JSONL_FILE),
      [old, kept, lookalike].map((line) => `${JSON.stringify(line)}\n`).join(""),
    );

    const site = await startSite(mailchimp());
    try {
      expect((await site.post("/api/subscribe", signUp(ERIN, site.base))).statusCode).toBe(200);
      expect((await site.post("/api/subscribe", signUp(OTHER, site.base))).statusCode).toBe(200);
      await until(() => platform.received.length === 2);
    } finally {
      await site.close();
    }
    const env = { ...process.env, ...mailchimp() };

    const exported = await run("node", [script, "leads", "--export", ERIN], { env });
    const data = JSON.parse(exported.stdout) as {
      submissions: Submission[];
      suppression: unknown;
    };
    expect(data.submissions.map((s) => s.id)[0]).toBe(old.id);
    expect(data.submissions).toHaveLength(2);
    expect(data.submissions[1]).toMatchObject({
      record: { email: ERIN },
      consent: { form: "footer_newsletter", page: "/blog" },
      deliveries: [{ target: "mailchimp", state: "delivered" }],
    });
    expect(data.suppression).toBeNull();
    expect(exported.stdout).not.toContain(OTHER);

    platform.received.length = 0;
    platform.answer(() => ({ status: 204 }));
    const erased = await run("node", [script, "leads", "--erase", ERIN], { env });
    expect(erased.stdout).toContain("2 submissions and 1 delivery record deleted");
    expect(erased.stdout).toContain("email platform: mailchimp: removed (204)");
    const member = createHash("md5").update(ERIN).digest("hex");
    expect(platform.received).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/3.0/lists/aud1/members/${member}/actions/delete-permanent`,
      }),
    ]);

    // Nowhere in the data folder: the database, its log, the old file read in.
    const files = await everyFile(dir);
    expect(files.replaceAll(`jo${ERIN}`, "")).not.toContain(ERIN);
    expect(files).toContain(OTHER);
    expect(await readFile(join(dir, JSONL_FILE), "utf8")).toContain(`jo${ERIN}`);
    const again = JSON.parse(
      (await run("node", [script, "leads", "--export", ERIN], { env })).stdout,
    ) as { submissions: unknown[]; suppression: unknown };
    expect(again).toMatchObject({ submissions: [], suppression: { reason: "erased" } });

    // Signing up again sends nothing to the platform and no marketing email.
    platform.received.length = 0;
    const back = await startSite({
      ...mailchimp(),
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "studio@example.com",
    });
    try {
      expect((await back.post("/api/subscribe", signUp(ERIN, back.base))).statusCode).toBe(200);
      const [stored] = (await back.stored()).filter((s) => s.record.email === ERIN);
      expect(stored?.deliveries.map((d) => d.target)).toEqual([]);
      expect(platform.received).toEqual([]);
    } finally {
      await back.close();
    }
  }, 60_000);

  it("says when a running server holds SQLite's log, and clears it once run again", async () => {
    const store = new SqliteStore(dir);
    try {
      await store.add({
        kind: "lead",
        idempotencyKey: null,
        requestHash: "h",
        record: { email: ERIN, source: "footer_newsletter" },
        targets: [],
      });
      // Another process reading, as a running server does.
      const reader = new BetterSqlite3(join(dir, DATABASE_FILE), { readonly: true });
      reader.prepare("BEGIN").run();
      reader.prepare("SELECT count(*) FROM submissions").get();
      const busy = await erasePerson(store, ERIN, { settings: NO_PLATFORM, fetch, by: "owner" });
      expect(busy).toMatchObject({ submissions: 1 });
      expect(busy.left).toMatch(/being read by the running server/);
      reader.prepare("COMMIT").run();
      reader.close();
      expect(
        (await erasePerson(store, ERIN, { settings: NO_PLATFORM, fetch, by: "owner" })).left,
      ).toBeNull();
      expect(await everyFile(dir)).not.toContain(ERIN);
    } finally {
      await store.close();
    }
  });

  it("refuses an option without an address", async () => {
    const env = { ...process.env, LEADS_DATA_DIR: dir };
    await expect(run("node", [script, "leads", "--erase"], { env })).rejects.toMatchObject({
      code: 2,
    });
  });
});
