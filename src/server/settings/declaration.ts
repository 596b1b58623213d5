import {
  address,
  mailbox,
  oneOf,
  originList,
  present,
  text,
  wholeNumber,
  webAddress,
  type Kind,
} from "./kinds";

/** One environment variable the server reads: its kind, its default and what it does. */
export interface Declared<T> {
  kind: Kind<T>;
  /** What the setting does, for the settings table (Markdown). */
  about: string;
  /** The value when the variable is unset or blank. */
  fallback: T;
  /** The default as the table shows it, when there is one. */
  shown?: string;
  /** One of the few a newcomer sets: the README names it. */
  newcomer?: true;
}

const optional = <T>(
  kind: Kind<T>,
  about: string,
  more: Pick<Declared<T>, "shown" | "newcomer"> = {},
): Declared<T | undefined> => ({ kind, about, fallback: undefined, ...more });

const withDefault = <T>(
  kind: Kind<T>,
  fallback: T,
  about: string,
  shown = `\`${String(fallback)}\``,
) => ({
  kind,
  about,
  fallback,
  shown,
});

const on = oneOf({ on: true, off: false });
const positive = wholeNumber(1);

/**
 * Every variable the server reads, in the order of the settings table (docs/settings.md, written
 * from this by `npm run settings:doc`).
 */
export const DECLARED = {
  HOST: withDefault(text, "127.0.0.1", "Where the server listens."),
  PORT: withDefault(wholeNumber(1, 65_535), 9000, "The port it listens on."),
  PUBLIC_DIR: withDefault(text, "public", "The built site it serves."),
  SITE_URL: optional(
    webAddress,
    "The public address: canonical URLs and cards at build time, links in emails, the inbox's origin.",
    { shown: "`content/site.json`", newcomer: true },
  ),
  DATABASE_URL: optional(
    address("a `postgres://` URL", "postgres", "postgresql"),
    "Leads in PostgreSQL instead of SQLite.",
    { newcomer: true },
  ),
  NETLIFY_DATABASE_URL: optional(
    address("a `postgres://` URL", "postgres", "postgresql"),
    "Netlify DB's name for it, read when `DATABASE_URL` is not set.",
  ),
  DATABASE_POOL_SIZE: withDefault(positive, 10, "PostgreSQL connections per instance."),
  LEADS_DATA_DIR: optional(
    text,
    "The SQLite store's folder; a `leads.jsonl` from before is read in once at the first start.",
    { shown: "`./data`" },
  ),
  LEADS_RATE_LIMIT: withDefault(positive, 10, "Requests per client per window."),
  LEADS_RATE_WINDOW_MS: withDefault(positive, 60_000, "The rate limit's window, in milliseconds."),
  // A 5,000-character message in any script is at most 20 KB of UTF-8, and JSON may escape it.
  LEADS_BODY_LIMIT_BYTES: withDefault(positive, 64 * 1024, "The largest request body, in bytes."),
  // Browsers open 6 per host; this leaves room for an office behind one address.
  LEADS_CONNECTIONS_PER_CLIENT: withDefault(
    positive,
    64,
    "Connections one client (an IPv4 address, an IPv6 /64) may hold open; not applied behind a proxy.",
  ),
  LEADS_TRUST_PROXY: withDefault(
    oneOf({ "1": true, "0": false }),
    false,
    "`1` behind your own reverse proxy: the client is the last `X-Forwarded-For` address. Never otherwise.",
    "`0`",
  ),
  HSTS: withDefault(
    on,
    true,
    "`off` never sends Strict-Transport-Security (a local https setup); otherwise it is sent over TLS.",
    "`on`",
  ),
  CONVERTKIT_API_KEY: optional(text, "With the next two, leads go to ConvertKit."),
  CONVERTKIT_FORM_ID: optional(text, "ConvertKit's form."),
  CONVERTKIT_API_URL: optional(webAddress, "ConvertKit's API base URL (there is no default)."),
  CONVERTKIT_API_SECRET: optional(
    text,
    "Needed to unsubscribe an address there (an unsubscribe, an erasure); without it those calls are not made.",
  ),
  MAILCHIMP_API_KEY: optional(text, "With the next two, and no ConvertKit, leads go to Mailchimp."),
  MAILCHIMP_AUDIENCE_ID: optional(text, "Mailchimp's audience."),
  MAILCHIMP_API_URL: optional(webAddress, "Your data centre's `/3.0` address."),
  LEADS_DOUBLE_OPT_IN: withDefault(
    on,
    true,
    "`off` sends sign-ups to the platform at once (it runs its own confirmation); otherwise each waits for the button in our email.",
    "`on`",
  ),
  LEADS_WEBHOOK_URL: optional(
    webAddress,
    "Every lead and message is also posted there as `{ text }`.",
  ),
  CONTACT_WEBHOOK_URL: optional(webAddress, "Its earlier name, read when it is not set."),
  SMTP_URL: optional(
    address("`smtp://` or `smtps://user:password@host:465`", "smtp", "smtps"),
    "With `MAIL_FROM`, email is sent through this server.",
    { newcomer: true },
  ),
  MAIL_FROM: optional(mailbox, "The sender of every email.", { newcomer: true }),
  OWNER_EMAIL: optional(mailbox, "The owner's alerts and daily digest.", { newcomer: true }),
  LEADS_SECRET: optional(
    text,
    "A long random string mixed into the key that seals emailed links; changing it voids those sent.",
    { shown: "the store's own key" },
  ),
  INBOX_REMINDER_HOURS: withDefault(
    wholeNumber(1, 168),
    4,
    "An enquiry still unanswered this many hours before its reply is due is emailed to its assignee (or every owner) once.",
  ),
  INBOX_PREVIEW_ORIGINS: optional(
    originList,
    "Deploy previews that may open the inbox (`https://*--scalewise.netlify.app`).",
  ),
  NETLIFY: optional(present, "Set by Netlify: the disk does not last, so leads need PostgreSQL."),
  AWS_LAMBDA_FUNCTION_NAME: optional(present, "Set by AWS Lambda: the same."),
  VERCEL: optional(present, "Set by Vercel: the same."),
} as const satisfies Record<string, Declared<unknown>>;

export type SettingName = keyof typeof DECLARED;

/** Each variable's value once read: its kind's, or its default. */
export type Values = {
  -readonly [Name in SettingName]: (typeof DECLARED)[Name] extends Declared<infer T> ? T : never;
};
