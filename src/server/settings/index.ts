import { join } from "node:path";
import site from "../../../content/site.json";
import { isConfigValid } from "../../lib/leads/platform-settings";
import type { EmailMarketingConfig } from "../../lib/leads/types";
import type { Values } from "./declaration";
import { readValues, type Env } from "./read";

export { SettingsError, type Env } from "./read";

/** The limits every request meets. */
export interface LeadsSettings {
  dataDir: string;
  rateLimit: number;
  rateWindowMs: number;
  bodyLimitBytes: number;
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold open at once. */
  connectionsPerClient: number;
  /** Whether to take the client address from X-Forwarded-For (only behind our own proxy). */
  trustProxy: boolean;
}

/** Where /api/subscribe delivers: a platform with its settings, or the store alone. */
export type SubscribeTarget =
  | { to: "convertkit" | "mailchimp"; config: EmailMarketingConfig }
  | { to: "store"; notice?: string };

/** Where /api/contact delivers: a webhook, or the store alone. */
export type LeadWebhookTarget = { to: "webhook"; url: string } | { to: "store"; notice?: string };

export interface MailSettings {
  smtpUrl: string;
  /** MAIL_FROM as given ("Scalewise Studio <hello@…>"), and its address alone. */
  from: string;
  fromAddress: string;
  /** Where the owner's alerts and digest go; none without OWNER_EMAIL. */
  owner: string | null;
  /** The site's public address, for links in emails. */
  siteUrl: string;
}

/** Where submissions are stored: PostgreSQL, the embedded database, or nowhere that would last. */
export type StoreChoice =
  | { kind: "postgres"; url: string; poolSize: number }
  | { kind: "sqlite"; dir: string }
  | { kind: "none"; why: string };

/** Everything the server was told by its environment, read and checked once at start. */
export interface Settings {
  listen: { host: string; port: number; publicDir: string };
  leads: LeadsSettings;
  store: StoreChoice;
  subscribe: SubscribeTarget;
  webhook: LeadWebhookTarget;
  /** Email, when SMTP_URL and MAIL_FROM are both set; otherwise why nothing is sent. */
  mail: MailSettings | { off: string };
  /** The site's public address, without a trailing slash: every link we email starts with it. */
  siteUrl: string;
  /** Whether sign-ups wait for their address's confirmation (src/server/confirm.ts). */
  doubleOptIn: boolean;
  /** Mixed into the keys of the links we email; "" for the store's own key alone. */
  secret: string;
  hsts: boolean;
  inbox: {
    /** Whether the inbox's origin is SITE_URL's, not the request's (docs/inbox.md). */
    fixedOrigin: boolean;
    previewOrigins: string | undefined;
    /** Hours before an enquiry's reply is due that its reminder goes (src/server/reminders.ts). */
    reminderHours: number;
  };
}

const PLATFORMS = {
  convertkit: ["CONVERTKIT_API_KEY", "CONVERTKIT_FORM_ID", "CONVERTKIT_API_URL"],
  mailchimp: ["MAILCHIMP_API_KEY", "MAILCHIMP_AUDIENCE_ID", "MAILCHIMP_API_URL"],
} as const;

type Platform = keyof typeof PLATFORMS;

function platformConfig(values: Values, platform: Platform): EmailMarketingConfig {
  return platform === "convertkit"
    ? {
        platform,
        apiKey: values.CONVERTKIT_API_KEY,
        baseUrl: values.CONVERTKIT_API_URL,
        formId: values.CONVERTKIT_FORM_ID,
        apiSecret: values.CONVERTKIT_API_SECRET,
      }
    : {
        platform,
        apiKey: values.MAILCHIMP_API_KEY,
        baseUrl: values.MAILCHIMP_API_URL,
        audienceId: values.MAILCHIMP_AUDIENCE_ID,
      };
}

/**
 * ConvertKit when its key, form id and API base URL are all set, else Mailchimp when its key,
 * audience id and API base URL are, else the store alone. There are no default URLs. A half-set
 * platform is not used, and the notice says what it lacks.
 */
function subscribeTarget(values: Values): SubscribeTarget {
  const notices: string[] = [];
  for (const platform of Object.keys(PLATFORMS) as Platform[]) {
    const missing = PLATFORMS[platform].filter((name) => values[name] === undefined);
    const config = platformConfig(values, platform);
    if (!missing.length && isConfigValid(config)) return { to: platform, config };
    if (missing.length < PLATFORMS[platform].length)
      notices.push(`${platform} not used: ${missing.join(", ")} missing`);
  }
  return notices.length ? { to: "store", notice: notices.join("; ") } : { to: "store" };
}

function leadWebhook(values: Values): LeadWebhookTarget {
  const url = values.LEADS_WEBHOOK_URL ?? values.CONTACT_WEBHOOK_URL;
  return url ? { to: "webhook", url } : { to: "store" };
}

function mailSettings(values: Values, siteUrl: string): Settings["mail"] {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from, OWNER_EMAIL: owner } = values;
  if (!smtpUrl || !from) return { off: "SMTP_URL and MAIL_FROM are not both set" };
  return {
    smtpUrl,
    from: from.text,
    fromAddress: from.address,
    owner: owner?.address ?? null,
    siteUrl,
  };
}

/** The first variable that says the site runs on a host whose disk does not last. */
function ephemeralPlatform(values: Values): string | undefined {
  return (["NETLIFY", "AWS_LAMBDA_FUNCTION_NAME", "VERCEL"] as const).find((name) => values[name]);
}

function storeChoice(values: Values, dataDir: string): StoreChoice {
  const url = values.DATABASE_URL ?? values.NETLIFY_DATABASE_URL;
  if (url) return { kind: "postgres", url, poolSize: values.DATABASE_POOL_SIZE };
  const platform = ephemeralPlatform(values);
  if (platform) {
    return {
      kind: "none",
      why: `${platform} is set and DATABASE_URL is not: this host's disk does not keep files, so leads need PostgreSQL`,
    };
  }
  return { kind: "sqlite", dir: dataDir };
}

/**
 * The server's settings from its environment (docs/settings.md), read once when it starts; a bad
 * value throws a SettingsError that names its variable, so the server does not start with it.
 */
export function readSettings(env: Env): Settings {
  const values = readValues(env);
  const siteUrl = (values.SITE_URL ?? site.defaultSiteUrl).replace(/\/+$/, "");
  const dataDir = values.LEADS_DATA_DIR ?? join(globalThis.process.cwd(), "data");
  return {
    listen: { host: values.HOST, port: values.PORT, publicDir: values.PUBLIC_DIR },
    leads: {
      dataDir,
      rateLimit: values.LEADS_RATE_LIMIT,
      rateWindowMs: values.LEADS_RATE_WINDOW_MS,
      bodyLimitBytes: values.LEADS_BODY_LIMIT_BYTES,
      connectionsPerClient: values.LEADS_CONNECTIONS_PER_CLIENT,
      trustProxy: values.LEADS_TRUST_PROXY,
    },
    store: storeChoice(values, dataDir),
    subscribe: subscribeTarget(values),
    webhook: leadWebhook(values),
    mail: mailSettings(values, siteUrl),
    siteUrl,
    doubleOptIn: values.LEADS_DOUBLE_OPT_IN,
    secret: values.LEADS_SECRET ?? "",
    hsts: values.HSTS,
    inbox: {
      fixedOrigin: values.SITE_URL !== undefined || ephemeralPlatform(values) !== undefined,
      previewOrigins: values.INBOX_PREVIEW_ORIGINS,
      reminderHours: values.INBOX_REMINDER_HOURS,
    },
  };
}
