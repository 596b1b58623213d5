import type { LeadStatus } from "../../../lib/inbox/statuses";
import type { BulkAction } from "../../../lib/inbox/team-api";
import { uuid } from "../../store/sql/codecs";
import type { Db, PostgresDb, SqliteDb } from "../../store/sql/db";
import { after, arrival, CURSOR, cursorOf } from "../../store/sql/keyset";
import { dialects, inList, join, param, sql, type Sql } from "../../store/sql/statement";
import { columnsOf, type RowOf } from "../../store/sql/table";
import { accounts, passkeys, submissions } from "../../store/sql/tables";
import { clausesOf, where } from "./leads";
import { newestFirst } from "./queue";
import type { BulkOutcome, TeamStore } from "./types";

// The lead desk's team part, for either database: a lead's assignee and its assignments' history,
// a change to many leads in one transaction, a lead's neighbours in its list, and a member's own
// passkeys. Only how a transaction is run is each database's own.

const LOCKED = submissions.pick("id", "status", "assignee_id", "trapped_at");
const MEMBER_EMAIL = accounts.pick("email");
const lock = dialects({ sqlite: "", postgres: "FOR UPDATE" });

/** Text that is no row's id is left out: PostgreSQL would fail on it, where it finds nothing. */
const asIds = (ids: readonly string[]) =>
  dialects({
    sqlite: sql`${inList(ids, "uuid")}`,
    postgres: sql`${inList(
      ids.filter((id) => uuid.encode(id, "postgres") !== null),
      "uuid",
    )}`,
  });

const lockedLeads = (ids: readonly string[]) =>
  sql`SELECT ${columnsOf(LOCKED)} FROM submissions WHERE id ${asIds(ids)} ORDER BY id ${lock}`;

type Locked = RowOf<typeof LOCKED>;
const changeOf = (row: Locked) => ({ id: row.id, from: row.status });

/** What a change to many leads writes, decided from the rows it read under their locks. */
function bulkPlan(
  rows: readonly Locked[],
  member: { email: string } | undefined,
  ids: readonly string[],
  action: BulkAction,
  by: string,
  at: Date,
): { outcome: BulkOutcome; writes: Sql[] } {
  if (rows.length !== ids.length) return { outcome: { ok: false, missing: "lead" }, writes: [] };
  if (action.kind === "status") {
    const next: LeadStatus = action.status;
    const changing = rows.filter((row) => row.status !== next);
    const writes = changing.flatMap((row) => [
      sql`UPDATE submissions SET status = ${next} WHERE id = ${param(uuid, row.id)}`,
      sql`INSERT INTO lead_events (submission_id, at, by, type, from_status, to_status)
        VALUES (${param(uuid, row.id)}, ${at}, ${by}, 'status', ${row.status}, ${next})`,
    ]);
    const released = next === "spam" ? [] : changing.filter((row) => row.trapped_at !== null);
    return {
      outcome: {
        ok: true,
        changed: changing.map(changeOf),
        released: released.map((row) => row.id),
      },
      writes,
    };
  }
  const to = action.assignee;
  if (to && !member) return { outcome: { ok: false, missing: "member" }, writes: [] };
  const changing = rows.filter((row) => row.assignee_id !== to);
  const changed = changing.map((row) => row.id);
  const writes = changed.length
    ? [
        sql`UPDATE submissions SET assignee_id = ${to === null ? null : param(uuid, to)}
          WHERE id ${inList(changed, "uuid")}`,
        sql`INSERT INTO lead_assignments (submission_id, at, by, assignee) VALUES ${join(
          changed.map((id) => sql`(${param(uuid, id)}, ${at}, ${by}, ${member?.email ?? null})`),
          ", ",
        )}`,
      ]
    : [];
  return { outcome: { ok: true, changed: changing.map(changeOf), released: [] }, writes };
}

const memberRow = (to: string) =>
  sql`SELECT email FROM inbox_accounts WHERE id = ${param(uuid, to)} ${lock}`;

const PASSKEY_ID = passkeys.pick("id");
const passkeysOfRow = (accountId: string) =>
  sql`SELECT id FROM inbox_passkeys WHERE account_id = ${param(uuid, accountId)} ORDER BY id ${lock}`;

/** What removing a passkey writes, decided from the member's passkeys read under their locks. */
function removePlan(mine: readonly { id: string }[], id: string) {
  if (!mine.some((row) => row.id === id)) return { outcome: "missing" as const, writes: [] };
  if (mine.length <= 1) return { outcome: "last" as const, writes: [] };
  return {
    outcome: "removed" as const,
    writes: [sql`DELETE FROM inbox_passkeys WHERE id = ${id}`],
  };
}

const PASSKEY_ROW = passkeys.pick("id", "name", "created_at", "last_used_at");

/** A passkey's name when it was given none: when it was added. */
const unnamed = (createdAt: string) => `Passkey added ${createdAt.slice(0, 10)}`;

/** What both databases share: everything but how a transaction runs. */
function teamReads(db: Db): Omit<TeamStore, "bulk" | "removePasskey"> {
  return {
    async assignees() {
      return db.all(
        accounts.pick("id", "email"),
        sql`SELECT id, email FROM inbox_accounts ORDER BY email`,
      );
    },

    async neighbours(id, filter) {
      const here = await db.one(
        CURSOR,
        sql`SELECT ${cursorOf("s")} FROM submissions s WHERE s.id = ${param(uuid, id)}`,
      );
      if (!here) return undefined;
      // The list's own order (oldest first in Needs a reply, else newest first) gives the next
      // lead; the reverse gives the previous.
      const listed = newestFirst(filter);
      const beside = async (newest: boolean) => {
        const clauses: Sql[] = [...clausesOf(filter, true), sql`${after("s", here, newest)}`];
        const row = await db.one(
          submissions.pick("id"),
          sql`SELECT s.id FROM submissions s ${where(clauses)}
            ORDER BY ${arrival("s", newest)} LIMIT 1`,
        );
        return row?.id ?? null;
      };
      const [previous, next] = await Promise.all([beside(!listed), beside(listed)]);
      return { previous, next };
    },

    async passkeyList(accountId) {
      const rows = await db.all(
        PASSKEY_ROW,
        sql`SELECT ${columnsOf(PASSKEY_ROW)} FROM inbox_passkeys
          WHERE account_id = ${param(uuid, accountId)} ORDER BY created_at, id`,
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name ?? unnamed(row.created_at),
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      }));
    },

    async renamePasskey(accountId, id, name) {
      const changed = await db.run(sql`UPDATE inbox_passkeys SET name = ${name}
        WHERE id = ${id} AND account_id = ${param(uuid, accountId)}`);
      return changed > 0;
    },

    async untrap(id, confirmation, at) {
      const changed = await db.run(sql`UPDATE submissions SET trapped_at = NULL,
          confirmation = ${confirmation}, confirmed_at = ${confirmation === "confirmed" ? at : null}
        WHERE id = ${param(uuid, id)} AND trapped_at IS NOT NULL AND status <> 'spam'`);
      return changed > 0;
    },
  };
}

/** SQLite: each transaction takes the write lock first, and runs its statements at once. */
export function sqliteTeam(db: SqliteDb): TeamStore {
  return {
    ...teamReads(db),
    async bulk(ids, action, by, at) {
      return db.immediate(() => {
        const rows = db.allNow(LOCKED, lockedLeads(ids));
        const to = action.kind === "assign" ? action.assignee : null;
        const member = to ? db.oneNow(MEMBER_EMAIL, memberRow(to)) : undefined;
        const { outcome, writes } = bulkPlan(rows, member, ids, action, by, at);
        for (const write of writes) db.runNow(write);
        return outcome;
      });
    },
    async removePasskey(accountId, id) {
      return db.immediate(() => {
        const { outcome, writes } = removePlan(db.allNow(PASSKEY_ID, passkeysOfRow(accountId)), id);
        for (const write of writes) db.runNow(write);
        return outcome;
      });
    },
  };
}

/** PostgreSQL: one connection's transaction, each row it decides by locked in one order. */
export function postgresTeam(db: PostgresDb): TeamStore {
  return {
    ...teamReads(db),
    bulk: (ids, action, by, at) =>
      db.transaction(async (tx) => {
        const rows = await tx.all(LOCKED, lockedLeads(ids));
        const to = action.kind === "assign" ? action.assignee : null;
        const member = to ? await tx.one(MEMBER_EMAIL, memberRow(to)) : undefined;
        const { outcome, writes } = bulkPlan(rows, member, ids, action, by, at);
        for (const write of writes) await tx.run(write);
        return outcome;
      }),
    removePasskey: (accountId, id) =>
      db.transaction(async (tx) => {
        const { outcome, writes } = removePlan(
          await tx.all(PASSKEY_ID, passkeysOfRow(accountId)),
          id,
        );
        for (const write of writes) await tx.run(write);
        return outcome;
      }),
  };
}
