import { join } from "node:path";
import fc from "fast-check";
import { readSettings, SettingsError, type Env } from "../../../src/server/settings";
import { DECLARED, type SettingName } from "../../../src/server/settings/declaration";

/** The message a bad environment stops the start with; "" when it starts. */
function refusal(env: Env): string {
  try {
    readSettings(env);
    return "";
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.message;
  }
}

describe("the server's settings", () => {
  it("have defaults: ./data, 10 requests a minute, 64 KB, 64 connections a client, no proxy", () => {
    const settings = readSettings({});
    expect(settings.leads).toEqual({
      dataDir: join(process.cwd(), "data"),
      rateLimit: 10,
      rateWindowMs: 60_000,
      bodyLimitBytes: 65_536,
      connectionsPerClient: 64,
      trustProxy: false,
    });
    expect(settings.listen).toEqual({ host: "127.0.0.1", port: 9000, publicDir: "public" });
    expect(settings).toMatchObject({ doubleOptIn: true, hsts: true, secret: "" });
    expect(settings.mail).toEqual({ off: "SMTP_URL and MAIL_FROM are not both set" });
  });

  it("read each setting from its variable", () => {
    const settings = readSettings({
      LEADS_DATA_DIR: "/srv/leads",
      LEADS_RATE_LIMIT: "500",
      LEADS_RATE_WINDOW_MS: "1000",
      LEADS_BODY_LIMIT_BYTES: "2048",
      LEADS_CONNECTIONS_PER_CLIENT: "8",
      LEADS_TRUST_PROXY: "1",
      HSTS: "OFF",
      LEADS_DOUBLE_OPT_IN: "off",
      SITE_URL: "https://studio.example/",
      SMTP_URL: "smtps://u:p@mail.example:465",
      MAIL_FROM: "Studio <hello@studio.example>",
      OWNER_EMAIL: "owner@studio.example",
    });
    expect(settings.leads).toEqual({
      dataDir: "/srv/leads",
      rateLimit: 500,
      rateWindowMs: 1000,
      bodyLimitBytes: 2048,
      connectionsPerClient: 8,
      trustProxy: true,
    });
    expect(settings).toMatchObject({ hsts: false, doubleOptIn: false });
    expect(settings.mail).toEqual({
      smtpUrl: "smtps://u:p@mail.example:465",
      from: "Studio <hello@studio.example>",
      fromAddress: "hello@studio.example",
      owner: "owner@studio.example",
      siteUrl: "https://studio.example",
    });
  });

  it.each([
    ["LEADS_RATE_LIMIT", "ten", "LEADS_RATE_LIMIT is not a whole number from 1"],
    ["PORT", "70000", "PORT is not a whole number from 1 to 65535"],
    ["LEADS_TRUST_PROXY", "yes", "LEADS_TRUST_PROXY is neither 0 nor 1"],
    ["HSTS", "maybe", "HSTS is neither on nor off"],
    ["SITE_URL", "studio.example", "SITE_URL is not a web address"],
    ["DATABASE_URL", "mysql://db/leads", "DATABASE_URL must start postgres:// or postgresql://"],
    ["SMTP_URL", "mail.example", "SMTP_URL is not a URL"],
    ["MAIL_FROM", "Studio", "MAIL_FROM is not an email address"],
    ["INBOX_PREVIEW_ORIGINS", "https://a.example, ftp://b", 'INBOX_PREVIEW_ORIGINS has "ftp://b"'],
  ])("stop the start when %s is %j, naming it", (name, value, said) => {
    expect(refusal({ [name]: value })).toContain(said);
  });

  it("name every bad variable at once", () => {
    expect(refusal({ PORT: "0", OWNER_EMAIL: "nobody", LEADS_WEBHOOK_URL: "hooks" })).toBe(
      "bad settings: PORT is not a whole number from 1 to 65535; LEADS_WEBHOOK_URL is not a web address (http:// or https://); OWNER_EMAIL is not an email address",
    );
  });

  const numbers = Object.entries(DECLARED)
    .filter(([, declared]) => typeof declared.fallback === "number")
    .map(([name]) => name as SettingName);

  it("refuse any number that is not a whole number in range, whatever is typed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...numbers),
        fc.oneof(
          fc.string().filter((text) => !/^\s*\d+\s*$/.test(text) && text.trim() !== ""),
          fc.constantFrom("0", "1.5", "-3", "1e3", "0x10", "9007199254740993"),
        ),
        (name, value) => {
          expect(refusal({ [name]: value })).toContain(`${name} is not a whole number`);
        },
      ),
    );
  });

  const webAddresses = ["SITE_URL", "LEADS_WEBHOOK_URL", "CONVERTKIT_API_URL", "MAILCHIMP_API_URL"];

  it("refuse any web address that is not http(s), whatever is typed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...webAddresses),
        fc.oneof(
          fc.string().filter((text) => text.trim() !== "" && !/^\s*https?:/i.test(text)),
          fc.webUrl().map((url) => url.replace(/^https?/, "ftp")),
        ),
        (name, value) => {
          expect(refusal({ [name]: value })).toContain(`${name} is not a web address`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("take a blank variable as unset", () => {
    expect(readSettings({ PORT: "  ", SMTP_URL: "", LEADS_RATE_LIMIT: " " })).toMatchObject({
      listen: { port: 9000 },
      leads: { rateLimit: 10 },
    });
  });
});

describe("where leads go", () => {
  it("needs all three ConvertKit settings", () => {
    const env = {
      CONVERTKIT_API_KEY: "k",
      CONVERTKIT_FORM_ID: "1",
      CONVERTKIT_API_URL: "https://ck.test/v3",
    };
    expect(readSettings(env).subscribe).toEqual({
      to: "convertkit",
      config: { platform: "convertkit", apiKey: "k", formId: "1", baseUrl: "https://ck.test/v3" },
    });
    expect(readSettings({ ...env, CONVERTKIT_API_URL: "" }).subscribe).toEqual({
      to: "store",
      notice: "convertkit not used: CONVERTKIT_API_URL missing",
    });
  });

  it("falls back to Mailchimp, then to the store", () => {
    const mailchimp = {
      MAILCHIMP_API_KEY: "m",
      MAILCHIMP_AUDIENCE_ID: "a",
      MAILCHIMP_API_URL: "https://mc.test/3.0",
    };
    expect(readSettings({ CONVERTKIT_API_KEY: "k", ...mailchimp }).subscribe).toMatchObject({
      to: "mailchimp",
      config: { platform: "mailchimp", apiKey: "m", audienceId: "a" },
    });
    expect(readSettings({}).subscribe).toEqual({ to: "store" });
    expect(readSettings({ MAILCHIMP_API_KEY: "m" }).subscribe).toEqual({
      to: "store",
      notice: "mailchimp not used: MAILCHIMP_AUDIENCE_ID, MAILCHIMP_API_URL missing",
    });
  });

  it("posts every lead to the webhook, under its new name or its old", () => {
    expect(readSettings({ CONTACT_WEBHOOK_URL: "https://hooks.test/x" }).webhook).toEqual({
      to: "webhook",
      url: "https://hooks.test/x",
    });
    expect(readSettings({}).webhook).toEqual({ to: "store" });
  });
});

describe("where leads are stored", () => {
  it("is PostgreSQL when DATABASE_URL is set, with a pool of 10 unless told", () => {
    expect(readSettings({ DATABASE_URL: "postgres://db/leads" }).store).toEqual({
      kind: "postgres",
      url: "postgres://db/leads",
      poolSize: 10,
    });
    expect(
      readSettings({
        DATABASE_URL: "postgres://db/leads",
        DATABASE_POOL_SIZE: "3",
        NETLIFY: "true",
      }).store,
    ).toMatchObject({ kind: "postgres", poolSize: 3 });
  });

  it("is the SQLite database in LEADS_DATA_DIR on a machine of our own", () => {
    expect(readSettings({ LEADS_DATA_DIR: "/srv/leads" }).store).toEqual({
      kind: "sqlite",
      dir: "/srv/leads",
    });
  });

  it.each(["NETLIFY", "AWS_LAMBDA_FUNCTION_NAME", "VERCEL"])(
    "is nowhere on a host whose disk does not last (%s) without DATABASE_URL",
    (name) => {
      expect(readSettings({ [name]: "1" }).store).toEqual({
        kind: "none",
        why: `${name} is set and DATABASE_URL is not: this host's disk does not keep files, so leads need PostgreSQL`,
      });
    },
  );
});
