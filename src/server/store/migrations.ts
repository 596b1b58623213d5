import type { Pool, PoolClient } from "pg";
import { fillPostgresMailboxes } from "./mailbox-column";

/**
 * The schema, one step per version, applied in order and never edited once released: a change is
 * a new step. One row per submission, with its record as JSON, and one row per delivery it is owed.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE submissions (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('lead', 'contact')),
    idempotency_key text,
    received_at timestamptz NOT NULL,
    record jsonb NOT NULL,
    -- A retried request stores once, whichever instance it reaches (NULL keys never clash).
    UNIQUE (kind, idempotency_key)
  );
  CREATE INDEX submissions_received_at ON submissions (received_at, id);
  CREATE TABLE deliveries (
    submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    target text NOT NULL,
    state text NOT NULL CHECK (state IN ('pending', 'delivered', 'refused', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    last_attempt_at timestamptz,
    claimed_until timestamptz,
    status integer,
    detail text,
    subscriber_id text,
    PRIMARY KEY (submission_id, target)
  );
  CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE state = 'pending';
  `,
  `
  -- The page a form was on (its Referer), for the owner's alert.
  ALTER TABLE submissions ADD COLUMN page text;
  `,
  `
  -- What each idempotency key is bound to, so that a reused key with another body is refused.
  ALTER TABLE submissions ADD COLUMN request_hash text;
  -- One email a day per unconfirmed address and form: a hash of both, and when the last was owed.
  CREATE TABLE visitor_mail_quota (
    key text PRIMARY KEY,
    sent_at timestamptz NOT NULL
  );
  -- Requests per client per window, shared by every instance. Unlogged: after a crash the
  -- counts start again, which is all a rate limit needs, and no write waits for the WAL.
  CREATE UNLOGGED TABLE rate_limits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    window_ends timestamptz NOT NULL
  );
  `,
  `
  -- What a marketing sign-up was shown next to the button: its form, wording and version.
  ALTER TABLE submissions ADD COLUMN consent jsonb;
  `,
  `
  -- Random keys the site makes once and every instance shares (the suppression list's hash).
  CREATE TABLE site_keys (
    name text PRIMARY KEY,
    key bytea NOT NULL
  );
  -- Addresses the site never mails for marketing again, as keyed hashes: no address is kept.
  CREATE TABLE suppressions (
    hash text PRIMARY KEY,
    reason text NOT NULL CHECK (reason IN ('unsubscribed', 'erased')),
    at timestamptz NOT NULL
  );
  -- A person's submissions, found by address for an export or an erasure.
  CREATE INDEX submissions_email ON submissions (lower(trim(record->>'email')));
  `,
  `
  -- That an erasure happened (never whose), until the owner's digest has said so.
  CREATE TABLE erasure_notes (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    erased_by text NOT NULL CHECK (erased_by IN ('visitor', 'owner')),
    submissions integer NOT NULL,
    platform text NOT NULL
  );
  `,
  `
  -- Double opt-in (src/server/confirm.ts): a sign-up awaiting its address's confirmation, or one
  -- confirmed; NULL when none was asked.
  ALTER TABLE submissions
    ADD COLUMN confirmation text CHECK (confirmation IN ('pending', 'confirmed')),
    ADD COLUMN confirmed_at timestamptz;
  `,
  `
  -- The words the inbox searches: a lead's name, address, company, subject and message, without
  -- their accents, every punctuation mark and symbol a space (so an address is its parts, as in
  -- SQLite's tokenizer, whatever the database's locale).
  CREATE FUNCTION inbox_search_text(record jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        normalize(
          coalesce(record->>'name', '') || ' ' || coalesce(record->>'email', '') || ' ' ||
          coalesce(record->>'company', '') || ' ' || coalesce(record->>'subject', '') || ' ' ||
          coalesce(record->>'message', ''),
          NFD),
        '[\\u0300-\\u036f]+', '', 'g'),
      '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f\\u00a0-\\u00bf\\u00d7\\u00f7\\u2000-\\u2bff\\u2e00-\\u2e7f\\u3000-\\u303f\\ufe00-\\ufe0f\\ufe30-\\ufe6f\\uff00-\\uff0f\\U0001f000-\\U0001faff]+',
      ' ', 'g')
  $$;
  -- Where each lead stands, the form it came from (as formOf in src/lib/inbox/forms.ts names it)
  -- and the words it is searched by, each indexed for the list, newest first. The words are kept,
  -- not only indexed: a search checks each match against them, and working them out of the record
  -- again for every match would cost more than the search itself.
  ALTER TABLE submissions
    ADD COLUMN status text NOT NULL DEFAULT 'new'
      CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
    ADD COLUMN form text GENERATED ALWAYS AS (CASE
      WHEN kind = 'contact' THEN 'contact'
      ELSE coalesce(record->>'source', 'lead') END) STORED,
    ADD COLUMN search tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', inbox_search_text(record))) STORED,
    -- The inbox counts a filter's leads by scanning them: on the small servers the site runs
    -- on, starting parallel workers for that costs more than it saves.
    SET (parallel_workers = 0);
  CREATE INDEX submissions_status ON submissions (status, received_at, id);
  CREATE INDEX submissions_form ON submissions (form, received_at, id);
  CREATE INDEX submissions_form_status ON submissions (form, status, received_at, id);
  CREATE INDEX submissions_search ON submissions USING gin (search);
  -- A lead's notes and status changes; erasing the lead erases them.
  CREATE TABLE lead_events (
    id bigserial PRIMARY KEY,
    submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at timestamptz NOT NULL,
    by text NOT NULL,
    type text NOT NULL CHECK (type IN ('note', 'status')),
    text text,
    from_status text,
    to_status text,
    CHECK (type = 'note' AND text IS NOT NULL
      OR type = 'status' AND from_status IS NOT NULL AND to_status IS NOT NULL)
  );
  CREATE INDEX lead_events_submission ON lead_events (submission_id, at);
  CREATE TABLE inbox_accounts (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    role text NOT NULL CHECK (role IN ('owner', 'member')),
    invited_at timestamptz NOT NULL,
    last_sign_in_at timestamptz
  );
  CREATE UNIQUE INDEX inbox_accounts_email ON inbox_accounts (lower(email));
  CREATE TABLE inbox_passkeys (
    id text PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES inbox_accounts (id) ON DELETE CASCADE,
    public_key bytea NOT NULL,
    counter bigint NOT NULL,
    transports jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    last_used_at timestamptz
  );
  CREATE INDEX inbox_passkeys_account ON inbox_passkeys (account_id);
  -- A session is kept by its cookie's hash, never the cookie.
  CREATE TABLE inbox_sessions (
    id_hash text PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES inbox_accounts (id) ON DELETE CASCADE,
    csrf_token text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    idle_until timestamptz NOT NULL
  );
  CREATE INDEX inbox_sessions_account ON inbox_sessions (account_id);
  -- WebAuthn challenges and emailed links' tokens, by hash, until used or expired.
  CREATE TABLE inbox_once (
    hash text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('challenge', 'invite', 'sign-in')),
    account_id uuid REFERENCES inbox_accounts (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  );
  CREATE TABLE inbox_audit (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    by text,
    action text NOT NULL,
    target text,
    detail text
  );
  CREATE INDEX inbox_audit_at ON inbox_audit (at);
  `,
  `
  -- The audit trail kept a CSV export's search as typed, and on an erasure the email platform's own
  -- words: each old entry keeps only the kinds of its filters, or the platform's outcome.
  UPDATE inbox_audit SET detail = 'CSV of an unrecorded number of leads, ' || CASE
      WHEN detail = 'CSV of every lead' THEN 'unfiltered'
      ELSE 'filtered by ' || rtrim(
        CASE WHEN strpos(detail, '?status=') > 0 OR strpos(detail, '&status=') > 0 THEN 'status, ' ELSE '' END ||
        CASE WHEN strpos(detail, '?form=') > 0 OR strpos(detail, '&form=') > 0 THEN 'form, ' ELSE '' END ||
        CASE WHEN strpos(detail, '?from=') > 0 OR strpos(detail, '&from=') > 0 THEN 'from day, ' ELSE '' END ||
        CASE WHEN strpos(detail, '?to=') > 0 OR strpos(detail, '&to=') > 0 THEN 'to day, ' ELSE '' END ||
        CASE WHEN strpos(detail, '?q=') > 0 OR strpos(detail, '&q=') > 0 THEN 'search, ' ELSE '' END,
        ', ')
    END
  WHERE action = 'exported' AND (detail = 'CSV of every lead' OR strpos(detail, 'CSV of ?') = 1);
  UPDATE inbox_audit SET detail = split_part(detail, '; email platform: ', 1) || '; email platform: ' || CASE
      WHEN strpos(detail, ' did not remove it (') > 0 THEN 'not removed'
      WHEN strpos(detail, '; email platform: no email platform is configured') > 0
        THEN 'none configured'
      WHEN strpos(detail, ' not asked: ') > 0 THEN 'not asked'
      WHEN strpos(detail, ': the address was not on the list') > 0 THEN 'not on its list'
      WHEN strpos(detail, ': removed (') > 0 THEN 'removed'
      ELSE 'not removed'
    END
  WHERE action = 'person-erased' AND strpos(detail, '; email platform: ') > 0;
  `,
  `
  -- The mailbox each address reaches (src/server/store/mailbox-column.ts): a person's rows, the
  -- confirmed addresses and the inbox's search by address are found by it, whatever the spelling.
  -- Filled by the application, which alone can work it out.
  ALTER TABLE submissions ADD COLUMN mailbox text;
  CREATE INDEX submissions_mailbox ON submissions (mailbox);
  `,
  `
  -- Refused sign-ins, counted per day and way (passkey, emailed link, invitation): a count, not
  -- a row each, so that refusals cannot grow the audit trail. Kept as long as the audit trail.
  CREATE TABLE inbox_refusals (
    day date NOT NULL,
    way text NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (day, way)
  );
  CREATE INDEX inbox_once_expires ON inbox_once (expires_at);
  CREATE INDEX inbox_once_account ON inbox_once (account_id, kind);
  `,
  // An email's sending is noted before it goes: one whose result was never recorded is not sent
  // again after a restart (src/server/outbox.ts). The health check writes its one row for real,
  // so a full disk is reported.
  `
  ALTER TABLE deliveries ADD COLUMN sending_since timestamptz;
  ALTER TABLE deliveries ADD COLUMN message_id text;
  CREATE TABLE health_probe (id integer PRIMARY KEY, at timestamptz NOT NULL);
  `,
  `
  -- The inbox files a lead under what it asked for, as leadPurpose (src/lib/leads/lead-purpose.ts)
  -- decides it, rule for rule and in its order: the home page's consultation form is a
  -- consultation request, as the owner's alert says, not a sign-up. Every stored lead is refiled.
  ALTER TABLE submissions DROP COLUMN form;
  ALTER TABLE submissions ADD COLUMN form text GENERATED ALWAYS AS (CASE
    WHEN kind = 'contact' THEN 'contact'
    WHEN record->>'type' = 'strategy_call' OR record->>'leadMagnet' = 'strategy-call'
      THEN 'strategy-call'
    WHEN record->>'source' = 'business_assessment' THEN 'assessment'
    WHEN record->>'source' = 'sidebar_lead_magnet' OR record->>'leadMagnet' = 'scaling-guide'
      OR coalesce(record->'tags' @> '["scaling_guide"]', false) THEN 'guide'
    WHEN record->>'leadMagnet' = 'roi-report' THEN 'roi-report'
    WHEN record->>'source' IN ('cta_lead_capture', 'consultation_booking') THEN 'consultation'
    ELSE 'newsletter' END) STORED;
  CREATE INDEX submissions_form ON submissions (form, received_at, id);
  CREATE INDEX submissions_form_status ON submissions (form, status, received_at, id);
  `,
  `
  -- The lead desk (docs/inbox.md): when a lead was first answered, and the member it is assigned
  -- to. A member removed from the team leaves their leads unassigned.
  ALTER TABLE submissions ADD COLUMN first_reply_at timestamptz;
  ALTER TABLE submissions ADD COLUMN assignee_id uuid REFERENCES inbox_accounts (id) ON DELETE SET NULL;
  CREATE INDEX submissions_assignee ON submissions (assignee_id) WHERE assignee_id IS NOT NULL;
  `,
  `
  -- The lead desk's "Needs a reply" (src/server/inbox/store/queue.ts): the leads still unanswered
  -- and not spam, oldest first, their form and status at hand to keep only the forms that
  -- promise a reply and to count them by status.
  CREATE INDEX submissions_awaiting_reply ON submissions (received_at, id) INCLUDE (form, status)
    WHERE first_reply_at IS NULL AND status <> 'spam';
  `,
  `
  -- The lead desk's replies (docs/inbox.md): each reply sent from a lead (its email, threaded to
  -- our confirmation) or marked as made by phone; the latest emailed one is the lead's reply
  -- delivery. And the reminders sent of a lead still unanswered, once per stage.
  CREATE TABLE lead_replies (
    id bigserial PRIMARY KEY,
    submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at timestamptz NOT NULL,
    by text NOT NULL,
    way text NOT NULL CHECK (way IN ('email', 'phone')),
    subject text,
    body text,
    message_id text,
    in_reply_to text,
    CHECK (way = 'phone' OR subject IS NOT NULL AND body IS NOT NULL AND message_id IS NOT NULL)
  );
  CREATE INDEX lead_replies_submission ON lead_replies (submission_id, at);
  CREATE TABLE lead_reminders (
    submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    stage text NOT NULL,
    at timestamptz NOT NULL,
    PRIMARY KEY (submission_id, stage)
  );
  `,
  `
  -- The lead desk's team part (docs/inbox.md): each assignment in the lead's history (erasing the
  -- lead erases it), a passkey's name, and a lead the form's trap caught, kept as spam until it is
  -- restored or its days are over.
  CREATE TABLE lead_assignments (
    id bigserial PRIMARY KEY,
    submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at timestamptz NOT NULL,
    by text NOT NULL,
    assignee text
  );
  CREATE INDEX lead_assignments_submission ON lead_assignments (submission_id, at);
  ALTER TABLE inbox_passkeys ADD COLUMN name text;
  ALTER TABLE submissions ADD COLUMN trapped_at timestamptz;
  CREATE INDEX submissions_trapped ON submissions (trapped_at) WHERE trapped_at IS NOT NULL;
  `,
];

/** Any number, the same in every instance: two instances starting at once migrate one at a time. */
const MIGRATION_LOCK = 727_274_001;

async function appliedVersion(client: PoolClient): Promise<number> {
  await client.query(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const { rows } = await client.query<{ version: number | null }>(
    "SELECT max(version) AS version FROM schema_migrations",
  );
  return rows[0]?.version ?? 0;
}

/** Applies the steps the database lacks, each in its own transaction; returns how many. */
export async function migrate(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const current = await appliedVersion(client);
    let applied = 0;
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (version <= current) continue;
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
        await client.query("COMMIT");
        applied += 1;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    await fillPostgresMailboxes(client);
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
