import pg from "pg";
import { DATABASE_DEADLINES } from "../http/deadlines";
import type { HitCounter } from "../http/hit-counter";
import { postgresAdds } from "./postgres-add";
import { groupedLookup } from "./grouped";
import { postgresHitCounter } from "./postgres-hits";
import { mailboxOf } from "./mailbox-column";
import { migrate } from "./migrations";
import { bool, text } from "./sql/codecs";
import { postgresDb, type PostgresDb } from "./sql/db";
import { inList, sql } from "./sql/statement";
import { columnsOf } from "./sql/table";
import { SqlStore } from "./sql-store";
import { DELIVERY } from "./rows";
import {
  ONE_BY_ONE,
  type AddResult,
  type ClaimOptions,
  type DueDelivery,
  type NewSubmission,
  type Store,
  type Suppression,
} from "./types";

export interface PostgresOptions {
  url: string;
  /** Connections kept open; each request holds one only for its one statement. */
  poolSize?: number;
}

/** Where a connection string points, without its password: for logs. */
export function describeDatabase(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `postgres ${hostname || "local socket"}${port ? `:${port}` : ""}${pathname}`;
  } catch {
    return "postgres";
  }
}

/**
 * The store for more than one machine or any serverless host: PostgreSQL through a pool. Each
 * submission is written in one statement with the deliveries it is owed, those arriving together
 * share a commit (postgres-add), and the unique (kind, idempotency key) makes a retry that reaches
 * another instance store nothing.
 */
export class PostgresStore extends SqlStore implements Store {
  readonly description: string;
  private readonly pool: pg.Pool;
  private ready: Promise<number> | null = null;
  private hits: HitCounter | null = null;
  private closing: Promise<void> | null = null;
  private readonly adds: (next: NewSubmission) => Promise<AddResult>;
  /** The typed statements' way into this database (src/server/store/sql), once migrated. */
  readonly database: PostgresDb;
  private readonly suppressionOf: (hash: string) => Promise<Suppression | undefined>;
  private readonly confirmedOf: (mailbox: string) => Promise<true | undefined>;

  constructor({ url, poolSize = 10 }: PostgresOptions) {
    super();
    this.description = describeDatabase(url);
    this.pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: DATABASE_DEADLINES.connectMs,
      statement_timeout: DATABASE_DEADLINES.statementMs,
      query_timeout: DATABASE_DEADLINES.queryMs,
      idle_in_transaction_session_timeout: DATABASE_DEADLINES.idleInTransactionMs,
    });
    // An idle connection that drops (a restart of the server) must not end the process.
    this.pool.on("error", () => undefined);
    this.database = postgresDb(this.pool, () => this.migrate());
    this.adds = postgresAdds(this.database);
    // Every sign-up asks both; those asking together share one statement for each.
    const { queryMs } = DATABASE_DEADLINES;
    this.suppressionOf = groupedLookup("the suppression list", queryMs, (hashes: string[]) =>
      this.suppressions(hashes),
    );
    this.confirmedOf = groupedLookup("confirmed addresses", queryMs, (mailboxes: string[]) =>
      this.confirmedMailboxes(mailboxes),
    );
  }

  /** Creates or updates the schema (once per process); resolves with the steps applied. */
  migrate(): Promise<number> {
    this.ready ??= migrate(this.pool).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async open(): Promise<void> {
    await this.migrate();
  }

  /** Runs one statement once the schema is ready (for the tests' look at the tables). */
  async query<Row extends pg.QueryResultRow>(
    text: string,
    values: readonly unknown[] = [],
  ): Promise<pg.QueryResult<Row>> {
    await this.migrate();
    return this.pool.query<Row>(text, [...values]);
  }

  add(next: NewSubmission): Promise<AddResult> {
    return this.adds(next);
  }

  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    { dueBy = now, targets = ONE_BY_ONE }: ClaimOptions = {},
  ): Promise<DueDelivery[]> {
    const claimed = await this.database.all(
      DELIVERY,
      sql`WITH due AS (
          SELECT submission_id, target FROM deliveries
          WHERE state = 'pending' AND next_attempt_at <= ${dueBy} AND target ${inList(targets, "text")}
            AND (claimed_until IS NULL OR claimed_until <= ${now})
          ORDER BY next_attempt_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE deliveries AS d SET claimed_until = ${new Date(now.getTime() + leaseMs)}
        FROM due WHERE d.submission_id = due.submission_id AND d.target = due.target
        RETURNING ${columnsOf(DELIVERY, "d")}`,
    );
    return this.dueWith(claimed);
  }

  override async suppression(hash: string): Promise<Suppression | undefined> {
    await this.migrate();
    return this.suppressionOf(hash);
  }

  override async isConfirmed(email: string): Promise<boolean> {
    await this.migrate();
    return (await this.confirmedOf(mailboxOf(email))) === true;
  }

  async scrub(): Promise<{ left: string | null }> {
    await this.migrate();
    // Deleted rows stay in their pages until a vacuum frees them for reuse; it does not overwrite
    // them, and the write-ahead log keeps them until recycled (docs/leads.md says so).
    try {
      await this.database.run(sql`VACUUM submissions, deliveries, lead_events, visitor_mail_quota,
        inbox_accounts, inbox_passkeys, inbox_sessions, inbox_once, inbox_audit`);
      return { left: null };
    } catch (error) {
      return {
        left: `PostgreSQL did not vacuum (${String(error)}): the deleted rows' space is reused once its autovacuum runs`,
      };
    }
  }

  async health() {
    try {
      const row = await this.database.one(
        { recovery: bool, read_only: text },
        sql`SELECT pg_is_in_recovery() AS recovery,
          current_setting('transaction_read_only') AS read_only`,
      );
      const writable = row !== undefined && !row.recovery && row.read_only === "off";
      if (!writable) return { writable, detail: `${this.description} is read-only` };
      // Committed, not rolled back: a full disk refuses only what is written for real.
      await this.database.run(sql`INSERT INTO health_probe (id, at) VALUES (1, now())
        ON CONFLICT (id) DO UPDATE SET at = excluded.at`);
      return { writable, detail: this.description };
    } catch (error) {
      return { writable: false, detail: `${this.description}: ${String(error)}` };
    }
  }

  /** The rate limit's counts in the database (src/server/store/postgres-hits.ts). */
  hitCounter(): HitCounter {
    this.hits ??= postgresHitCounter(this.database);
    return this.hits;
  }

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
