import { execFile } from "node:child_process";
import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { csvCell } from "../../../src/lib/csv";
import { summary, tableCell, toTable } from "../../../src/server/cli/leads-format";
import { deliverySummary } from "../../../src/server/lead-entry";
import { deliveriesConfigured } from "../../../src/server/cli/leads";
import { readSettings } from "../../../src/server/settings";
import { leadsCsv } from "../../../src/server/leads-csv";
import { JSONL_FILE } from "../../../src/server/store/jsonl-import";
import type { Submission } from "../../../src/server/store/types";

const lead: Submission = {
  kind: "lead",
  id: "11111111-1111-4111-8111-111111111111",
  idempotencyKey: "k1",
  receivedAt: "2025-03-04T10:11:12.345Z",
  page: "/",
  record: {
    email: "ada@example.com",
    name: "Ada, Countess",
    source: "footer_newsletter",
    tags: ["a", "b"],
  },
  consent: {
    form: "footer_newsletter",
    wording: "Get scaling insights\n[Subscribe]",
    version: "0a1b2c3d",
    page: "/",
    at: "2025-03-04T10:11:12.345Z",
  },
  deliveries: [
    { target: "convertkit", state: "delivered", attempts: 1, status: 200, subscriberId: "9" },
  ],
};
const message: Submission = {
  kind: "contact",
  id: "22222222-2222-4222-8222-222222222222",
  idempotencyKey: null,
  receivedAt: "2025-03-05T08:00:00.000Z",
  page: null,
  record: {
    ...EMPTY_CONTACT_DRAFT,
    name: '=HYPERLINK("http://evil.test","click")',
    email: "bob@example.com",
    subject: 'Quote:\n"big" job',
    message: "line one\r\nline two",
  },
  deliveries: [
    {
      target: "webhook",
      state: "pending",
      attempts: 2,
      detail: "unreachable: fetch failed",
      nextAttemptAt: "2025-03-05T08:02:30.000Z",
    },
  ],
};

describe("CSV fields (RFC 4180)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ["a;b", '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    ["", ""],
  ])("%j becomes %j", (value, field) => {
    expect(csvCell(value)).toBe(field);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", `"'\t'=cmd"`],
    ["Acme;=cmd|' /C calc'!A0", `"Acme;'=cmd|' /C calc'!A0"`],
    ['Acme, "=1+1', `"Acme, ""'=1+1"`],
    ["one\n@two", `"one\n'@two"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ["a=b", "a=b"],
  ])("neutralises a formula: %j becomes %j", (value, field) => {
    expect(csvCell(value)).toBe(field);
  });

  it("writes numbers, lists and missing values", () => {
    expect(csvCell(72)).toBe("72");
    expect(csvCell(["a", "b"])).toBe('"a; b"');
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
  });
});

describe("CSV of the store", () => {
  it("has a header and one CRLF-ended row per submission", () => {
    const csv = leadsCsv([lead, message]);
    const [header] = csv.split("\r\n");
    expect(
      header?.startsWith("\uFEFFreceived_at (Europe/London),kind,source_or_subject,email,name,"),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(',/,0a1b2c3d,"Get scaling insights\n[Subscribe]",,,convertkit delivered');
    expect(csv).toContain(
      '2025-03-04 10:11:12,lead,Newsletter (footer),ada@example.com,"Ada, Countess",',
    );
    expect(csv).toContain(
      `"Quote:\n""big"" job",bob@example.com,"'=HYPERLINK(""http://evil.test"",""click"")"`,
    );
    expect(csv).toContain(
      '"line one\r\nline two",,,,,,"webhook pending (2 tries): unreachable: fetch failed; next 2025-03-05T08:02:30.000Z",no,',
    );
  });

  it("is just the header when the store is empty", () => {
    expect(leadsCsv([]).split("\r\n")).toHaveLength(2);
  });
});

describe("table of the store", () => {
  it("lists received at, kind, source or subject, email, name and deliveries", () => {
    const lines = toTable([lead, message]).split("\n");
    expect(lines[0]).toMatch(
      /^Received at\s+Kind\s+Source \/ subject\s+Email\s+Name\s+Deliveries$/,
    );
    expect(lines[2]).toMatch(
      /^2025-03-04 10:11:12Z\s+lead\s+Newsletter \(footer\)\s+ada@example.com\s+Ada, Countess\s+convertkit delivered \(1 try\)$/,
    );
    expect(lines[3]).toContain('Quote: "big" job');
    expect(lines[3]).toMatch(
      /webhook pending \(2 tries\): unreachable: fetch failed; next 2025-03-05T08:02:30.000Z$/,
    );
    expect(lines).toHaveLength(4);
  });

  it("strips terminal control characters and cuts long values", () => {
    expect(tableCell("\u001b[31mred\u001b[0m")).toBe("[31mred [0m");
    expect(tableCell("x".repeat(100))).toHaveLength(40);
    expect(tableCell("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("summarises the counts and the deliveries still owed or given up", () => {
    expect(summary([lead, message])).toBe(
      "1 lead, 1 message; 1 to be sent again (npm run leads -- --retry sends them now)",
    );
    expect(summary([lead])).toBe("1 lead, 0 messages");
    expect(
      deliverySummary({
        target: "mailchimp",
        state: "refused",
        attempts: 1,
        status: 400,
        detail: "answered 400",
      }),
    ).toBe("mailchimp refused (1 try): answered 400");
  });
});

describe("what npm run leads says of the settings", () => {
  it("speaks for its own environment's mail settings, not a running server's", () => {
    const said = deliveriesConfigured(
      readSettings({
        SMTP_URL: "smtp://127.0.0.1:2525",
        MAIL_FROM: "Studio <hello@example.com>",
        OWNER_EMAIL: "owner@example.com",
      }),
    );
    expect(said).toContain(
      "This command's environment sends email through 127.0.0.1:2525, the owner's alerts to owner@example.com.",
    );
    expect(deliveriesConfigured(readSettings({}))).toContain(
      "This command's environment has no SMTP settings (SMTP_URL and MAIL_FROM are not both set); a running server's own settings decide whether it sends email.",
    );
  });
});

describe("npm run leads", () => {
  const run = promisify(execFile);
  const script = join(__dirname, "../../../scripts/server.mjs");

  it("prints the table, the CSV and JSON lines, and says when there is nothing yet", async () => {
    const dir = await mkdtemp(join(tmpdir(), "leads-cli-"));
    try {
      const env = { ...process.env, LEADS_DATA_DIR: dir, CONVERTKIT_API_KEY: "" };
      const missing = await run("node", [script, "leads"], { env });
      expect(missing.stdout).toContain("No leads or messages yet in sqlite");
      expect(missing.stdout).toContain(
        "New leads are not forwarded to a platform; no webhook is set.",
      );
      // It speaks for its own environment, never for a server running with other settings.
      expect(missing.stdout).toContain(
        "Settings read from this command's environment (a running server reads its own):",
      );
      expect(missing.stdout).toContain(
        "This command's environment has no SMTP settings (SMTP_URL and MAIL_FROM are not both set); a running server's own settings decide whether it sends email.",
      );
      expect(missing.stdout).not.toMatch(/No email is sent/);

      const legacy = {
        kind: "lead",
        id: "33333333-3333-4333-8333-333333333333",
        idempotencyKey: null,
        receivedAt: "2025-01-01T00:00:00.000Z",
        record: { email: "old@example.com" },
        delivery: { to: "mailchimp", ok: false, status: 503, detail: "busy" },
      };
      const lines = [lead, message, legacy].map((s) => JSON.stringify(s));
      // The store's file before it was SQLite, its last line cut short: read in at the next start.
      const old = join(dir, JSONL_FILE);
      await writeFile(old, `${lines.join("\n")}\n${lines[0]?.slice(0, 40)}`);
      const table = await run("node", [script, "leads"], { env });
      expect(table.stdout).toContain("ada@example.com");
      expect(table.stdout).toContain("mailchimp failed (1 try): busy");
      expect(table.stdout).toContain("2 leads, 1 message");
      expect(table.stderr).toContain(`3 of 3 submissions in ${old} added; 1 damaged line left out`);
      // Once only, and by hand it adds nothing twice.
      const later = await run("node", [script, "leads"], { env });
      expect(later.stderr).not.toContain("submissions in");
      const again = await run("node", [script, "leads", "--import", old], { env });
      expect(again.stdout).toContain(`0 of 3 submissions in ${old} added`);
      expect((await run("node", [script, "leads"], { env })).stdout).toContain(
        "2 leads, 1 message",
      );
      await expect(run("node", [script, "leads", "--import"], { env })).rejects.toMatchObject({
        code: 2,
      });

      const csv = await run("node", [script, "leads", "--csv"], { env });
      expect(csv.stdout.startsWith("\uFEFFreceived_at (Europe/London),")).toBe(true);
      for (const { id } of [lead, message, legacy]) expect(csv.stdout).toContain(`,${id}\r\n`);
      const json = await run("node", [script, "leads", "--json"], { env });
      expect(
        json.stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line).id),
      ).toEqual([legacy.id, lead.id, message.id]); // oldest first

      // Past every period: a dry run lists them (no personal data) and keeps them; then they go.
      const purgeAt = ["leads", "--purge", "--now", "2030-01-01T00:00:00Z"];
      const dry = await run("node", [script, ...purgeAt, "--dry-run"], { env });
      expect(dry.stdout).toContain(
        "purge would delete 2 sign-ups, 0 unconfirmed sign-ups, 1 enquiry and 0 trapped spam leads past their periods",
      );
      for (const { id } of [lead, message, legacy]) expect(dry.stdout).toContain(id);
      expect(dry.stdout).not.toContain("@example.com");
      expect((await run("node", [script, "leads"], { env })).stdout).toContain(
        "2 leads, 1 message",
      );
      const purged = await run("node", [script, ...purgeAt], { env });
      expect(purged.stdout).toContain(
        "purge deleted 2 sign-ups, 0 unconfirmed sign-ups, 1 enquiry and 0 trapped spam leads past their periods",
      );
      expect((await run("node", [script, "leads"], { env })).stdout).toContain(
        "No leads or messages yet",
      );

      await expect(run("node", [script, "leads", "--xml"], { env })).rejects.toMatchObject({
        code: 2,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // A dozen runs of the command, each a new Node process: a busy machine's pace, not a hang.
  }, 180_000);
});
