import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import {
  csvField,
  deliverySummary,
  summary,
  tableCell,
  toCsv,
  toTable,
} from "../../../scripts/lib/leads-format.mjs";
import { STORE_FILE, type StoredEntry } from "../../../src/server/lead-store";
import { tempDataDir } from "./fake-http";

const lead: StoredEntry = {
  kind: "lead",
  id: "11111111-1111-4111-8111-111111111111",
  idempotencyKey: "k1",
  receivedAt: "2025-03-04T10:11:12.345Z",
  record: {
    email: "ada@example.com",
    name: "Ada, Countess",
    source: "footer_newsletter",
    tags: ["a", "b"],
  },
  delivery: { to: "convertkit", ok: true, status: 200, subscriberId: "9" },
};
const message: StoredEntry = {
  kind: "contact",
  id: "22222222-2222-4222-8222-222222222222",
  idempotencyKey: null,
  receivedAt: "2025-03-05T08:00:00.000Z",
  record: {
    name: '=HYPERLINK("http://evil.test","click")',
    email: "bob@example.com",
    subject: 'Quote:\n"big" job',
    message: "line one\r\nline two",
  },
  delivery: { to: "webhook", ok: false, detail: "unreachable: fetch failed" },
};

describe("CSV fields (RFC 4180)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    ["", ""],
  ])("%j becomes %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ["a=b", "a=b"],
  ])("neutralises a formula: %j becomes %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it("writes numbers, lists and missing values", () => {
    expect(csvField(72)).toBe("72");
    expect(csvField(["a", "b"])).toBe("a; b");
    expect(csvField(undefined)).toBe("");
    expect(csvField(null)).toBe("");
  });
});

describe("CSV of the store", () => {
  it("has a header and one CRLF-ended row per entry", () => {
    const csv = toCsv([lead, message]);
    const [header] = csv.split("\r\n");
    expect(header?.startsWith("received_at,kind,source_or_subject,email,name,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(
      '2025-03-04T10:11:12.345Z,lead,footer_newsletter,ada@example.com,"Ada, Countess",',
    );
    expect(csv).toContain(
      `"Quote:\n""big"" job",bob@example.com,"'=HYPERLINK(""http://evil.test"",""click"")"`,
    );
    expect(csv).toContain('"line one\r\nline two",webhook,no,unreachable: fetch failed,');
  });

  it("is just the header when the store is empty", () => {
    expect(toCsv([]).split("\r\n")).toHaveLength(2);
  });
});

describe("table of the store", () => {
  it("lists received at, kind, source or subject, email, name and delivery", () => {
    const lines = toTable([lead, message]).split("\n");
    expect(lines[0]).toMatch(/^Received at\s+Kind\s+Source \/ subject\s+Email\s+Name\s+Delivery$/);
    expect(lines[2]).toMatch(
      /^2025-03-04 10:11:12Z\s+lead\s+footer_newsletter\s+ada@example.com\s+Ada, Countess\s+convertkit$/,
    );
    expect(lines[3]).toContain('Quote: "big" job');
    expect(lines[3]).toMatch(/webhook failed: unreachable: fetch failed$/);
    expect(lines).toHaveLength(4);
  });

  it("strips terminal control characters and cuts long values", () => {
    expect(tableCell("\u001b[31mred\u001b[0m")).toBe("[31mred [0m");
    expect(tableCell("x".repeat(100))).toHaveLength(40);
    expect(tableCell("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("summarises the counts and failed deliveries", () => {
    expect(summary([lead, message])).toBe("1 lead, 1 message; 1 not forwarded (kept in the store)");
    expect(summary([lead])).toBe("1 lead, 0 messages");
    expect(deliverySummary({ to: "mailchimp", ok: false, status: 503, detail: "busy" })).toBe(
      "mailchimp failed 503: busy",
    );
  });
});

describe("npm run leads", () => {
  const run = promisify(execFile);
  const script = join(__dirname, "../../../scripts/leads.mjs");

  it("prints the table, the CSV, and says when the store is missing", async () => {
    const { dir, cleanup } = await tempDataDir();
    try {
      const env = { ...process.env, LEADS_DATA_DIR: dir };
      const missing = await run("node", [script], { env });
      expect(missing.stdout).toContain("No store at");

      await writeFile(join(dir, STORE_FILE), `${JSON.stringify(lead)}\nnot json\n`);
      const table = await run("node", [script], { env });
      expect(table.stdout).toContain("ada@example.com");
      expect(table.stdout).toContain("1 lead, 0 messages");
      expect(table.stderr).toContain("Skipped 1 damaged line");

      const csv = await run("node", [script, "--csv"], { env });
      expect(csv.stdout.split("\r\n")).toHaveLength(3);

      await writeFile(join(dir, STORE_FILE), "");
      const empty = await run("node", [script], { env });
      expect(empty.stdout).toContain("is empty");

      await expect(run("node", [script, "--xml"], { env })).rejects.toMatchObject({ code: 2 });
    } finally {
      await cleanup();
    }
  });
});
