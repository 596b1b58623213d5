import { join } from "node:path";
import {
  leadWebhook,
  leadsSettings,
  runtimeEnv,
  storeChoice,
  subscribeTarget,
} from "../../../src/server/runtime-env";

describe("runtime settings", () => {
  it("has defaults: ./data, 10 requests a minute, 64 KB, 64 connections a client, no proxy", () => {
    expect(leadsSettings({})).toEqual({
      dataDir: join(process.cwd(), "data"),
      rateLimit: 10,
      rateWindowMs: 60_000,
      bodyLimitBytes: 65_536,
      connectionsPerClient: 64,
      trustProxy: false,
    });
  });

  it("reads each setting from its variable", () => {
    expect(
      leadsSettings({
        LEADS_DATA_DIR: "/srv/leads",
        LEADS_RATE_LIMIT: "500",
        LEADS_RATE_WINDOW_MS: "1000",
        LEADS_BODY_LIMIT_BYTES: "2048",
        LEADS_CONNECTIONS_PER_CLIENT: "8",
        LEADS_TRUST_PROXY: "1",
      }),
    ).toEqual({
      dataDir: "/srv/leads",
      rateLimit: 500,
      rateWindowMs: 1000,
      bodyLimitBytes: 2048,
      connectionsPerClient: 8,
      trustProxy: true,
    });
  });

  it.each(["0", "-3", "ten", "1.5", " "])("ignores a limit of %j", (value) => {
    expect(leadsSettings({ LEADS_RATE_LIMIT: value }).rateLimit).toBe(10);
  });

  it("reads the live environment of the process", () => {
    process.env.LEADS_TEST_PROBE = "seen";
    expect(runtimeEnv().LEADS_TEST_PROBE).toBe("seen");
    delete process.env.LEADS_TEST_PROBE;
  });
});

describe("where leads go", () => {
  it("needs all three ConvertKit settings, with a web address", () => {
    const env = {
      CONVERTKIT_API_KEY: "k",
      CONVERTKIT_FORM_ID: "1",
      CONVERTKIT_API_URL: "https://ck.test/v3",
    };
    expect(subscribeTarget(env)).toEqual({
      to: "convertkit",
      config: { platform: "convertkit", apiKey: "k", formId: "1", baseUrl: "https://ck.test/v3" },
    });
    expect(subscribeTarget({ ...env, CONVERTKIT_API_URL: "ck.test" })).toEqual({
      to: "store",
      notice: "convertkit not used: CONVERTKIT_API_URL missing or invalid",
    });
  });

  it("falls back to Mailchimp, then to the store", () => {
    const mailchimp = {
      MAILCHIMP_API_KEY: "m",
      MAILCHIMP_AUDIENCE_ID: "a",
      MAILCHIMP_API_URL: "https://mc.test/3.0",
    };
    expect(subscribeTarget({ CONVERTKIT_API_KEY: "k", ...mailchimp })).toMatchObject({
      to: "mailchimp",
      config: { platform: "mailchimp", apiKey: "m", audienceId: "a" },
    });
    expect(subscribeTarget({})).toEqual({ to: "store" });
    expect(subscribeTarget({ MAILCHIMP_API_KEY: "m" })).toEqual({
      to: "store",
      notice: "mailchimp not used: MAILCHIMP_AUDIENCE_ID, MAILCHIMP_API_URL missing or invalid",
    });
  });

  it("posts every lead to the webhook only when it is a web address", () => {
    expect(leadWebhook({ CONTACT_WEBHOOK_URL: "https://hooks.test/x" })).toEqual({
      to: "webhook",
      url: "https://hooks.test/x",
    });
    expect(leadWebhook({})).toEqual({ to: "store" });
  });
});

describe("where leads are stored", () => {
  it("is PostgreSQL when DATABASE_URL is set, with a pool of 10 unless told", () => {
    expect(storeChoice({ DATABASE_URL: "postgres://db/leads" })).toEqual({
      kind: "postgres",
      url: "postgres://db/leads",
      poolSize: 10,
    });
    expect(
      storeChoice({
        DATABASE_URL: "postgres://db/leads",
        DATABASE_POOL_SIZE: "3",
        NETLIFY: "true",
      }),
    ).toMatchObject({
      kind: "postgres",
      poolSize: 3,
    });
  });

  it("is the SQLite database in LEADS_DATA_DIR on a machine of our own", () => {
    expect(storeChoice({ LEADS_DATA_DIR: "/srv/leads" })).toEqual({
      kind: "sqlite",
      dir: "/srv/leads",
    });
  });

  it.each(["NETLIFY", "AWS_LAMBDA_FUNCTION_NAME", "VERCEL"])(
    "is nowhere on a host whose disk does not last (%s) without DATABASE_URL",
    (name) => {
      expect(storeChoice({ [name]: "1" })).toEqual({
        kind: "none",
        why: `${name} is set and DATABASE_URL is not: this host's disk does not keep files, so leads need PostgreSQL`,
      });
    },
  );
});
