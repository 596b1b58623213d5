import type { Database } from "better-sqlite3";

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
  return apply.immediate();
}
