import { join } from "node:path";
import { isHttpUrl } from "../lib/leads/fields";
import site from "../../content/site.json";
import { isConfigValid, isEmailFormat } from "../lib/leads/validation";
import type { EmailMarketingConfig } from "../lib/leads/types";

/** The environment as a plain map; tests pass their own. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The environment the server runs in, read at request time. Gatsby compiles functions with
 * webpack's DefinePlugin, which replaces every `process.env.X` with the value X had during
 * `gatsby build` and `process.env` itself with `{}`; going through `globalThis` escapes that, so
 * settings and secrets come from where the site is served and are never baked into the bundle.
 */
export function runtimeEnv(): Env {
  return globalThis.process?.env ?? {};
}

export const LEADS_DEFAULTS = {
  rateLimit: 10,
  rateWindowMs: 60_000,
  // A 5,000-character message in any script is at most 20 KB of UTF-8, and JSON may escape it.
  bodyLimitBytes: 64 * 1024,
  // Browsers open 6 per host; this leaves room for an office behind one address.
  connectionsPerClient: 64,
} as const;

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

function text(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (!value || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}

export function leadsSettings(env: Env = runtimeEnv()): LeadsSettings {
  return {
    dataDir: text(env, "LEADS_DATA_DIR") ?? join(globalThis.process.cwd(), "data"),
    rateLimit: positiveInteger(env, "LEADS_RATE_LIMIT", LEADS_DEFAULTS.rateLimit),
    rateWindowMs: positiveInteger(env, "LEADS_RATE_WINDOW_MS", LEADS_DEFAULTS.rateWindowMs),
    bodyLimitBytes: positiveInteger(env, "LEADS_BODY_LIMIT_BYTES", LEADS_DEFAULTS.bodyLimitBytes),
    connectionsPerClient: positiveInteger(
      env,
      "LEADS_CONNECTIONS_PER_CLIENT",
      LEADS_DEFAULTS.connectionsPerClient,
    ),
    trustProxy: text(env, "LEADS_TRUST_PROXY") === "1",
  };
}

/** Where /api/subscribe delivers: a platform with its settings, or the store alone. */
export type SubscribeTarget =
  | { to: "convertkit" | "mailchimp"; config: EmailMarketingConfig }
  | { to: "store"; notice?: string };

/** Where /api/contact delivers: a webhook, or the store alone. */
export type LeadWebhookTarget = { to: "webhook"; url: string } | { to: "store"; notice?: string };

const PLATFORM_SETTINGS = {
  convertkit: { apiKey: "CONVERTKIT_API_KEY", id: "CONVERTKIT_FORM_ID", url: "CONVERTKIT_API_URL" },
  mailchimp: {
    apiKey: "MAILCHIMP_API_KEY",
    id: "MAILCHIMP_AUDIENCE_ID",
    url: "MAILCHIMP_API_URL",
  },
} as const;

type Platform = keyof typeof PLATFORM_SETTINGS;

function platformConfig(env: Env, platform: Platform): EmailMarketingConfig {
  const names = PLATFORM_SETTINGS[platform];
  const id = text(env, names.id);
  return {
    platform,
    apiKey: text(env, names.apiKey),
    baseUrl: text(env, names.url),
    ...(platform === "convertkit"
      ? { formId: id, apiSecret: text(env, "CONVERTKIT_API_SECRET") }
      : { audienceId: id }),
  };
}

/** Names of a half-configured platform's missing or unusable settings; [] when untouched. */
function missingSettings(env: Env, platform: Platform): string[] {
  const names = Object.values(PLATFORM_SETTINGS[platform]);
  if (!names.some((name) => text(env, name))) return [];
  return names.filter((name) =>
    name.endsWith("_URL") ? !isHttpUrl(text(env, name)) : !text(env, name),
  );
}

/**
 * Whether sign-ups wait for their address's confirmation before reaching the platform (double
 * opt-in, src/server/confirm.ts): yes, unless LEADS_DOUBLE_OPT_IN=off because the platform runs
 * its own.
 */
export const doubleOptIn = (env: Env = runtimeEnv()): boolean =>
  env.LEADS_DOUBLE_OPT_IN?.trim().toLowerCase() !== "off";

/**
 * ConvertKit when its key, form id and API base URL are all set, else Mailchimp when its key,
 * audience id and API base URL are, else the store alone. There are no default URLs: a platform
 * is used only with the base URL the operator gives.
 */
export function subscribeTarget(env: Env = runtimeEnv()): SubscribeTarget {
  const notices: string[] = [];
  for (const platform of Object.keys(PLATFORM_SETTINGS) as Platform[]) {
    const missing = missingSettings(env, platform);
    const config = platformConfig(env, platform);
    if (!missing.length && isConfigValid(config) && isHttpUrl(config.baseUrl)) {
      return { to: platform, config };
    }
    if (missing.length)
      notices.push(`${platform} not used: ${missing.join(", ")} missing or invalid`);
  }
  return notices.length ? { to: "store", notice: notices.join("; ") } : { to: "store" };
}

/**
 * The owner's webhook, posted for every lead (LEADS_WEBHOOK_URL; CONTACT_WEBHOOK_URL, its first
 * name when it served the contact form alone, is still read).
 */
export function leadWebhook(env: Env = runtimeEnv()): LeadWebhookTarget {
  const name = text(env, "LEADS_WEBHOOK_URL") ? "LEADS_WEBHOOK_URL" : "CONTACT_WEBHOOK_URL";
  const url = text(env, name);
  if (isHttpUrl(url)) return { to: "webhook", url };
  return url ? { to: "store", notice: `${name} is not a web address` } : { to: "store" };
}

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

/** The address in "Name <address>" or a bare address, if it is one. */
export function mailAddress(value: string): string | null {
  const address = /<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value.trim();
  return isEmailFormat(address) && !/\p{Cc}/u.test(value) ? address : null;
}

/** Email, when SMTP_URL and MAIL_FROM are set and usable; otherwise why nothing is sent. */
export function mailSettings(env: Env = runtimeEnv()): MailSettings | { off: string } {
  const smtpUrl = text(env, "SMTP_URL");
  const from = text(env, "MAIL_FROM");
  if (!smtpUrl || !from) return { off: "SMTP_URL and MAIL_FROM are not both set" };
  let protocol = "";
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    return { off: "SMTP_URL is not a URL" };
  }
  if (protocol !== "smtp:" && protocol !== "smtps:")
    return { off: "SMTP_URL must start smtp:// or smtps://" };
  const fromAddress = mailAddress(from);
  if (!fromAddress) return { off: "MAIL_FROM is not an email address" };
  const ownerText = text(env, "OWNER_EMAIL");
  const owner = ownerText ? mailAddress(ownerText) : null;
  return {
    smtpUrl,
    from,
    fromAddress,
    owner,
    siteUrl: siteUrlOf(env),
  };
}

/** The site's public address, without a trailing slash: every link we email starts with it. */
export const siteUrlOf = (env: Env = runtimeEnv()): string =>
  (text(env, "SITE_URL") ?? site.defaultSiteUrl).replace(/\/+$/, "");

/** Hosts whose disk is read-only or thrown away with the instance: a file there is no store. */
const EPHEMERAL_PLATFORMS = ["NETLIFY", "AWS_LAMBDA_FUNCTION_NAME", "VERCEL"] as const;

/** The variable that says the site runs on such a host, if any. */
export const ephemeralPlatform = (env: Env): string | undefined =>
  EPHEMERAL_PLATFORMS.find((name) => text(env, name));

/** Where submissions are stored: PostgreSQL, the embedded database, or nowhere that would last. */
export type StoreChoice =
  | { kind: "postgres"; url: string; poolSize: number }
  | { kind: "sqlite"; dir: string }
  | { kind: "none"; why: string };

export function storeChoice(env: Env = runtimeEnv()): StoreChoice {
  // Netlify DB (Netlify's own Postgres, by Neon) names its connection NETLIFY_DATABASE_URL.
  const url = text(env, "DATABASE_URL") ?? text(env, "NETLIFY_DATABASE_URL");
  if (url)
    return { kind: "postgres", url, poolSize: positiveInteger(env, "DATABASE_POOL_SIZE", 10) };
  const platform = ephemeralPlatform(env);
  if (platform) {
    return {
      kind: "none",
      why: `${platform} is set and DATABASE_URL is not: this host's disk does not keep files, so leads need PostgreSQL`,
    };
  }
  return { kind: "sqlite", dir: leadsSettings(env).dataDir };
}
