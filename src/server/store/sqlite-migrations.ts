import type { Database } from "better-sqlite3";
import { fillSqliteMailboxes } from "./mailbox-column";

/**
 * The embedded store's schema: PostgreSQL's steps (./migrations.ts) in SQLite's dialect, version for
 * version, and never edited once released. Times are milliseconds since 1970 (SQLite has no
 * timestamp type); a record is JSON text.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE submissions (
    id text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('lead', 'contact')),
    idempotency_key text,
    received_at integer NOT NULL,
    record text NOT NULL CHECK (json_valid(record)),
    UNIQUE (kind, idempotency_key)
  );
  -- Ties in the same millisecond keep the order they arrived in (the rowid).
  CREATE INDEX submissions_received_at ON submissions (received_at);
  CREATE TABLE deliveries (
    submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    target text NOT NULL,
    state text NOT NULL CHECK (state IN ('pending', 'delivered', 'refused', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at integer,
    last_attempt_at integer,
    claimed_until integer,
    status integer,
    detail text,
    subscriber_id text,
    PRIMARY KEY (submission_id, target)
  ) WITHOUT ROWID;
  CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE state = 'pending';
  `,
  `
  ALTER TABLE submissions ADD COLUMN page text;
  `,
  `
  ALTER TABLE submissions ADD COLUMN request_hash text;
  CREATE TABLE visitor_mail_quota (
    key text PRIMARY KEY,
    sent_at integer NOT NULL
  ) WITHOUT ROWID;
  -- leads.jsonl files already read in (src/server/store/jsonl-import.ts): once each.
  CREATE TABLE imported_files (
    path text PRIMARY KEY,
    imported_at integer NOT NULL,
    submissions integer NOT NULL
  );
  `,
  `
  ALTER TABLE submissions ADD COLUMN consent text CHECK (consent IS NULL OR json_valid(consent));
  `,
  `
  CREATE TABLE site_keys (
    name text PRIMARY KEY,
    key blob NOT NULL
  );
  CREATE TABLE suppressions (
    hash text PRIMARY KEY,
    reason text NOT NULL CHECK (reason IN ('unsubscribed', 'erased')),
    at integer NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX submissions_email ON submissions (lower(trim(json_extract(record, '$.email'))));
  `,
  `
  -- That an erasure happened (never whose), until the owner's digest has said so.
  CREATE TABLE erasure_notes (
    id integer PRIMARY KEY,
    at integer NOT NULL,
    erased_by text NOT NULL CHECK (erased_by IN ('visitor', 'owner')),
    submissions integer NOT NULL,
    platform text NOT NULL
  );
  `,
  `
  -- Double opt-in (src/server/confirm.ts): a sign-up awaiting its address's confirmation, or one
  -- confirmed; NULL when none was asked.
  ALTER TABLE submissions
    ADD COLUMN confirmation text CHECK (confirmation IN ('pending', 'confirmed'));
  ALTER TABLE submissions ADD COLUMN confirmed_at integer;
  `,
  `
  -- The owner's inbox (src/server/inbox): where each lead stands, and the form it came from (as
  -- formOf in src/lib/inbox/forms.ts names it), each indexed for the list, newest first.
  ALTER TABLE submissions ADD COLUMN status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'));
  ALTER TABLE submissions ADD COLUMN form text GENERATED ALWAYS AS (CASE
    WHEN kind = 'contact' THEN 'contact'
    ELSE coalesce(json_extract(record, '$.source'), 'lead') END) VIRTUAL;
  CREATE INDEX submissions_status ON submissions (status, received_at);
  CREATE INDEX submissions_form ON submissions (form, received_at);
  CREATE INDEX submissions_form_status ON submissions (form, status, received_at);
  -- A lead's notes and status changes; erasing the lead erases them.
  CREATE TABLE lead_events (
    id integer PRIMARY KEY,
    submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at integer NOT NULL,
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
    id text PRIMARY KEY,
    email text NOT NULL,
    role text NOT NULL CHECK (role IN ('owner', 'member')),
    invited_at integer NOT NULL,
    last_sign_in_at integer
  );
  CREATE UNIQUE INDEX inbox_accounts_email ON inbox_accounts (lower(email));
  CREATE TABLE inbox_passkeys (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES inbox_accounts (id) ON DELETE CASCADE,
    public_key blob NOT NULL,
    counter integer NOT NULL,
    transports text NOT NULL CHECK (json_valid(transports)),
    created_at integer NOT NULL,
    last_used_at integer
  );
  CREATE INDEX inbox_passkeys_account ON inbox_passkeys (account_id);
  -- A session is kept by its cookie's hash, never the cookie.
  CREATE TABLE inbox_sessions (
    id_hash text PRIMARY KEY,
    account_id text NOT NULL REFERENCES inbox_accounts (id) ON DELETE CASCADE,
    csrf_token text NOT NULL,
    created_at integer NOT NULL,
    expires_at integer NOT NULL,
    idle_until integer NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX inbox_sessions_account ON inbox_sessions (account_id);
  -- WebAuthn challenges and emailed links' tokens, by hash, until used or expired.
  CREATE TABLE inbox_once (
    hash text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('challenge', 'invite', 'sign-in')),
    account_id text REFERENCES inbox_accounts (id) ON DELETE CASCADE,
    expires_at integer NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE inbox_audit (
    id integer PRIMARY KEY,
    at integer NOT NULL,
    by text,
    action text NOT NULL,
    target text,
    detail text
  );
  CREATE INDEX inbox_audit_at ON inbox_audit (at);
  -- The inbox's search: the words of each lead's name, address (split at its punctuation, as the
  -- tokenizer splits), company, subject and message, without their accents. Contentless (the
  -- words are not kept twice) and keyed by the submission's rowid; the triggers keep it in step,
  -- so a lead deleted (erased) leaves it too.
  CREATE VIRTUAL TABLE lead_search USING fts5 (
    name, email, company, subject, message,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE TRIGGER lead_search_insert AFTER INSERT ON submissions BEGIN
    INSERT INTO lead_search (rowid, name, email, company, subject, message) VALUES (new.rowid,
      json_extract(new.record, '$.name'), json_extract(new.record, '$.email'),
      json_extract(new.record, '$.company'), json_extract(new.record, '$.subject'),
      json_extract(new.record, '$.message'));
  END;
  CREATE TRIGGER lead_search_delete AFTER DELETE ON submissions BEGIN
    DELETE FROM lead_search WHERE rowid = old.rowid;
  END;
  CREATE TRIGGER lead_search_update AFTER UPDATE OF record ON submissions BEGIN
    DELETE FROM lead_search WHERE rowid = old.rowid;
    INSERT INTO lead_search (rowid, name, email, company, subject, message) VALUES (new.rowid,
      json_extract(new.record, '$.name'), json_extract(new.record, '$.email'),
      json_extract(new.record, '$.company'), json_extract(new.record, '$.subject'),
      json_extract(new.record, '$.message'));
  END;
  INSERT INTO lead_search (rowid, name, email, company, subject, message)
    SELECT rowid, json_extract(record, '$.name'), json_extract(record, '$.email'),
      json_extract(record, '$.company'), json_extract(record, '$.subject'),
      json_extract(record, '$.message')
    FROM submissions;
  `,
  `
  -- The audit trail kept a CSV export's search as typed, and on an erasure the email platform's own
  -- words: each old entry keeps only the kinds of its filters, or the platform's outcome.
  UPDATE inbox_audit SET detail = 'CSV of an unrecorded number of leads, ' || CASE
      WHEN detail = 'CSV of every lead' THEN 'unfiltered'
      ELSE 'filtered by ' || rtrim(
        CASE WHEN instr(detail, '?status=') > 0 OR instr(detail, '&status=') > 0 THEN 'status, ' ELSE '' END ||
        CASE WHEN instr(detail, '?form=') > 0 OR instr(detail, '&form=') > 0 THEN 'form, ' ELSE '' END ||
        CASE WHEN instr(detail, '?from=') > 0 OR instr(detail, '&from=') > 0 THEN 'from day, ' ELSE '' END ||
        CASE WHEN instr(detail, '?to=') > 0 OR instr(detail, '&to=') > 0 THEN 'to day, ' ELSE '' END ||
        CASE WHEN instr(detail, '?q=') > 0 OR instr(detail, '&q=') > 0 THEN 'search, ' ELSE '' END,
        ', ')
    END
  WHERE action = 'exported' AND (detail = 'CSV of every lead' OR instr(detail, 'CSV of ?') = 1);
  UPDATE inbox_audit SET detail = substr(detail, 1, instr(detail, '; email platform: ') - 1) || '; email platform: ' || CASE
      WHEN instr(detail, ' did not remove it (') > 0 THEN 'not removed'
      WHEN instr(detail, '; email platform: no email platform is configured') > 0
        THEN 'none configured'
      WHEN instr(detail, ' not asked: ') > 0 THEN 'not asked'
      WHEN instr(detail, ': the address was not on the list') > 0 THEN 'not on its list'
      WHEN instr(detail, ': removed (') > 0 THEN 'removed'
      ELSE 'not removed'
    END
  WHERE action = 'person-erased' AND instr(detail, '; email platform: ') > 0;
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
    day text NOT NULL,
    way text NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (day, way)
  ) WITHOUT ROWID;
  -- The sign-in limits' counts, on disk so that a restart does not clear them (PostgreSQL keeps
  -- them in rate_limits).
  CREATE TABLE inbox_hits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    window_ends integer NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX inbox_once_expires ON inbox_once (expires_at);
  CREATE INDEX inbox_once_account ON inbox_once (account_id, kind);
  `,
  // An email's sending is noted before it goes: one whose result was never recorded is not sent
  // again after a restart (src/server/outbox.ts). The health check writes its one row for real,
  // so a full disk is reported.
  `
  ALTER TABLE deliveries ADD COLUMN sending_since integer;
  ALTER TABLE deliveries ADD COLUMN message_id text;
  CREATE TABLE health_probe (id integer PRIMARY KEY, at integer NOT NULL);
  `,
  `
  -- The inbox files a lead under what it asked for, as leadPurpose (src/lib/leads/lead-purpose.ts)
  -- decides it, rule for rule and in its order: the home page's consultation form is a
  -- consultation request, as the owner's alert says, not a sign-up. Every stored lead is refiled.
  -- A tag is one element of the minified JSON list: a quote right after "[" or "," opens one.
  DROP INDEX submissions_form;
  DROP INDEX submissions_form_status;
  ALTER TABLE submissions DROP COLUMN form;
  ALTER TABLE submissions ADD COLUMN form text GENERATED ALWAYS AS (CASE
    WHEN kind = 'contact' THEN 'contact'
    WHEN json_extract(record, '$.type') = 'strategy_call'
      OR json_extract(record, '$.leadMagnet') = 'strategy-call' THEN 'strategy-call'
    WHEN json_extract(record, '$.source') = 'business_assessment' THEN 'assessment'
    WHEN json_extract(record, '$.source') = 'sidebar_lead_magnet'
      OR json_extract(record, '$.leadMagnet') = 'scaling-guide'
      OR instr(json_extract(record, '$.tags'), '["scaling_guide"') > 0
      OR instr(json_extract(record, '$.tags'), ',"scaling_guide"') > 0 THEN 'guide'
    WHEN json_extract(record, '$.leadMagnet') = 'roi-report' THEN 'roi-report'
    WHEN json_extract(record, '$.source') IN ('cta_lead_capture', 'consultation_booking')
      THEN 'consultation'
    ELSE 'newsletter' END) VIRTUAL;
  CREATE INDEX submissions_form ON submissions (form, received_at);
  CREATE INDEX submissions_form_status ON submissions (form, status, received_at);
  `,
  `
  ALTER TABLE submissions ADD COLUMN first_reply_at integer;
  ALTER TABLE submissions ADD COLUMN assignee_id text REFERENCES inbox_accounts (id) ON DELETE SET NULL;
  CREATE INDEX submissions_assignee ON submissions (assignee_id) WHERE assignee_id IS NOT NULL;
  `,
  `
  -- The lead desk's "Needs a reply" (src/server/inbox/store/queue.ts): the leads still unanswered
  -- and not spam, oldest first, their form and status at hand to keep only the forms that
  -- promise a reply and to count them by status.
  CREATE INDEX submissions_awaiting_reply ON submissions (received_at, form, status)
    WHERE first_reply_at IS NULL AND status <> 'spam';
  `,
  `
  CREATE TABLE lead_replies (
    id integer PRIMARY KEY,
    submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at integer NOT NULL,
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
    submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    stage text NOT NULL,
    at integer NOT NULL,
    PRIMARY KEY (submission_id, stage)
  ) WITHOUT ROWID;
  `,
  `
  -- The lead desk's team part (docs/inbox.md): each assignment in the lead's history (erasing the
  -- lead erases it), a passkey's name, and a lead the form's trap caught, kept as spam until it is
  -- restored or its days are over.
  CREATE TABLE lead_assignments (
    id integer PRIMARY KEY,
    submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at integer NOT NULL,
    by text NOT NULL,
    assignee text
  );
  CREATE INDEX lead_assignments_submission ON lead_assignments (submission_id, at);
  ALTER TABLE inbox_passkeys ADD COLUMN name text;
  ALTER TABLE submissions ADD COLUMN trapped_at integer;
  CREATE INDEX submissions_trapped ON submissions (trapped_at) WHERE trapped_at IS NOT NULL;
  `,
];

/** Applies the steps the database lacks, all in one transaction; returns how many. */
export function migrateSqlite(db: Database): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    applied_at integer NOT NULL
  )`);
  const apply = db.transaction(() => {
    const row = db.prepare("SELECT max(version) AS version FROM schema_migrations").get() as {
      version: number | null;
    };
    const current = row.version ?? 0;
    let applied = 0;
    for (const [index, sql] of SQLITE_MIGRATIONS.entries()) {
      const version = index + 1;
      if (version <= current) continue;
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        Date.now(),
      );
      applied += 1;
    }
    return applied;
  });
  // Immediate: two processes starting at once migrate one after the other.
  const applied = apply.immediate();
  fillSqliteMailboxes(db);
  return applied;
}
