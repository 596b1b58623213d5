import { randomUUID } from "node:crypto";
import { auditDetailText } from "../audit-detail";
import type { PostgresStore } from "../../store/postgres";
import { isUuid, postgresLeads } from "./postgres-leads";
import {
  accountEmail,
  refusalDay,
  toAccount,
  toAuditEntry,
  toMember,
  toRefusal,
  type AccountRow,
  type AuditRow,
} from "./rows";
import type { InboxStore, OnceKind, StoredPasskey, StoredSession } from "./types";

// The inbox's store in PostgreSQL, beside the leads, through the leads' store's pool.

type Dated<Row, Keys extends keyof Row> = Omit<Row, Keys> & { [K in Keys]: Date };

interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  created_at: Date;
}

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  accountId: row.account_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
  createdAt: row.created_at.toISOString(),
});

interface SessionRow {
  id_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: Date;
  expires_at: Date;
  idle_until: Date;
}

const toSession = (row: SessionRow): StoredSession => ({
  idHash: row.id_hash,
  accountId: row.account_id,
  csrfToken: row.csrf_token,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  idleUntil: row.idle_until.toISOString(),
});

type AccountRowAt = Dated<AccountRow, "invited_at">;
const account = (row: AccountRowAt | undefined) =>
  row && toAccount({ ...row, invited_at: row.invited_at.toISOString() });

export function postgresInboxStore(store: PostgresStore): InboxStore {
  const byEmail = async (email: string) =>
    account(
      (
        await store.query<AccountRowAt>("SELECT * FROM inbox_accounts WHERE lower(email) = $1", [
          accountEmail(email),
        ])
      ).rows[0],
    );

  return {
    ...postgresLeads(store),

    async addAccount(email, role, at) {
      await store.query(
        `INSERT INTO inbox_accounts (id, email, role, invited_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [randomUUID(), accountEmail(email), role, at],
      );
      const made = await byEmail(email);
      if (!made) throw new Error("the account was neither made nor found");
      return made;
    },

    accountByEmail: byEmail,

    async account(id) {
      if (!isUuid(id)) return undefined;
      const { rows } = await store.query<AccountRowAt>(
        "SELECT * FROM inbox_accounts WHERE id = $1",
        [id],
      );
      return account(rows[0]);
    },

    async members() {
      const { rows } = await store.query<
        AccountRowAt & { passkeys: string; last_sign_in_at: Date | null }
      >(
        `SELECT a.*,
           (SELECT count(*) FROM inbox_passkeys p WHERE p.account_id = a.id) AS passkeys
         FROM inbox_accounts a ORDER BY a.role = 'owner' DESC, a.email`,
      );
      return rows.map((row) =>
        toMember({
          ...row,
          invited_at: row.invited_at.toISOString(),
          last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
        }),
      );
    },

    async removeAccount(id) {
      if (!isUuid(id)) return "missing";
      const outcome = await store.transaction(async (query) => {
        // Every owner's row locked, in one order: a second removal waits, then counts again.
        const { rows } = await query<{ id: string; role: string }>(
          `SELECT id, role FROM inbox_accounts WHERE id = $1 OR role = 'owner'
           ORDER BY id FOR UPDATE`,
          [id],
        );
        const target = rows.find((row) => row.id === id);
        if (!target) return "missing" as const;
        if (target.role === "owner" && rows.filter((row) => row.role === "owner").length <= 1) {
          return "last-owner" as const;
        }
        await query("DELETE FROM inbox_accounts WHERE id = $1", [id]);
        return "removed" as const;
      });
      // Its address, sessions and passkeys leave the tables' pages too (as far as a vacuum goes).
      if (outcome === "removed") await store.scrub();
      return outcome;
    },

    async mayUseLinks(accountId, now) {
      if (!isUuid(accountId)) return false;
      const { rows } = await store.query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM inbox_passkeys WHERE account_id = $1)
           OR EXISTS (SELECT 1 FROM inbox_once
             WHERE account_id = $1 AND kind = 'invite' AND expires_at > $2) AS ok`,
        [accountId, now],
      );
      return rows[0]?.ok === true;
    },

    async countRole(role) {
      const { rows } = await store.query<{ n: string }>(
        "SELECT count(*) AS n FROM inbox_accounts WHERE role = $1",
        [role],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async addPasskey(passkey) {
      await store.query(
        `INSERT INTO inbox_passkeys
           (id, account_id, public_key, counter, transports, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          passkey.id,
          passkey.accountId,
          Buffer.from(passkey.publicKey),
          passkey.counter,
          JSON.stringify(passkey.transports),
          passkey.createdAt,
        ],
      );
    },

    async passkey(id) {
      const { rows } = await store.query<PasskeyRow>("SELECT * FROM inbox_passkeys WHERE id = $1", [
        id,
      ]);
      const [row] = rows;
      return row && toPasskey(row);
    },

    async passkeysOf(accountId) {
      if (!isUuid(accountId)) return [];
      const { rows } = await store.query<PasskeyRow>(
        "SELECT * FROM inbox_passkeys WHERE account_id = $1 ORDER BY created_at, id",
        [accountId],
      );
      return rows.map(toPasskey);
    },

    async usePasskey(id, counter, at) {
      await store.query("UPDATE inbox_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1", [
        id,
        counter,
        at,
      ]);
    },

    async saveOnce(hash, once) {
      await store.query(
        `WITH expired AS (DELETE FROM inbox_once WHERE expires_at <= now())
         INSERT INTO inbox_once (hash, kind, account_id, expires_at) VALUES ($1, $2, $3, $4)`,
        [hash, once.kind, once.accountId, once.expiresAt],
      );
    },

    async peekOnce(hash, kind, now) {
      const { rows } = await store.query<{
        kind: OnceKind;
        account_id: string | null;
        expires_at: Date;
      }>(
        `SELECT kind, account_id, expires_at FROM inbox_once
         WHERE hash = $1 AND kind = $2 AND expires_at > $3`,
        [hash, kind, now],
      );
      const [row] = rows;
      return (
        row && {
          kind: row.kind,
          accountId: row.account_id,
          expiresAt: row.expires_at.toISOString(),
        }
      );
    },

    async takeOnce(hash, kind, now) {
      // One statement: of two callers at once, the second finds the row gone.
      const { rows } = await store.query<{
        kind: OnceKind;
        account_id: string | null;
        expires_at: Date;
      }>(
        `DELETE FROM inbox_once WHERE hash = $1 AND kind = $2 AND expires_at > $3
         RETURNING kind, account_id, expires_at`,
        [hash, kind, now],
      );
      const [row] = rows;
      return (
        row && {
          kind: row.kind,
          accountId: row.account_id,
          expiresAt: row.expires_at.toISOString(),
        }
      );
    },

    async createSession(session) {
      await store.query(
        `INSERT INTO inbox_sessions
           (id_hash, account_id, csrf_token, created_at, expires_at, idle_until)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          session.idHash,
          session.accountId,
          session.csrfToken,
          session.createdAt,
          session.expiresAt,
          session.idleUntil,
        ],
      );
    },

    async session(idHash, now) {
      const { rows } = await store.query<SessionRow>(
        `SELECT * FROM inbox_sessions
         WHERE id_hash = $1 AND expires_at > $2 AND idle_until > $2`,
        [idHash, now],
      );
      const [row] = rows;
      return row && toSession(row);
    },

    async touchSession(idHash, idleUntil) {
      await store.query(
        "UPDATE inbox_sessions SET idle_until = least($2, expires_at) WHERE id_hash = $1",
        [idHash, idleUntil],
      );
    },

    async endSession(idHash) {
      await store.query("DELETE FROM inbox_sessions WHERE id_hash = $1", [idHash]);
    },

    async endSessionsOf(accountId) {
      if (!isUuid(accountId)) return 0;
      const { rowCount } = await store.query("DELETE FROM inbox_sessions WHERE account_id = $1", [
        accountId,
      ]);
      return rowCount ?? 0;
    },

    async signedIn(accountId, at) {
      if (!isUuid(accountId)) return;
      await store.query("UPDATE inbox_accounts SET last_sign_in_at = $2 WHERE id = $1", [
        accountId,
        at,
      ]);
    },

    async audit(entry) {
      await store.query(
        "INSERT INTO inbox_audit (at, by, action, target, detail) VALUES ($1, $2, $3, $4, $5)",
        [
          entry.at,
          entry.by,
          entry.action,
          entry.target,
          entry.detail && auditDetailText(entry.detail),
        ],
      );
    },

    async refused(way, at) {
      await store.query(
        `INSERT INTO inbox_refusals (day, way, count) VALUES ($1, $2, 1)
         ON CONFLICT (day, way) DO UPDATE SET count = inbox_refusals.count + 1`,
        [refusalDay(at), way],
      );
    },

    async refusals(since) {
      const { rows } = await store.query<{ day: string; way: string; count: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, way, count FROM inbox_refusals
         WHERE day >= $1 ORDER BY day DESC, way`,
        [refusalDay(since)],
      );
      return rows.map(toRefusal);
    },

    signInHits: () => store.hitCounter(),

    async auditLog(page, pageSize) {
      const [entries, total] = await Promise.all([
        store.query<Dated<AuditRow, "at">>(
          "SELECT * FROM inbox_audit ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2",
          [pageSize, (Math.max(1, page) - 1) * pageSize],
        ),
        store.query<{ n: string }>("SELECT count(*) AS n FROM inbox_audit"),
      ]);
      return {
        entries: entries.rows.map((row) => toAuditEntry({ ...row, at: row.at.toISOString() })),
        total: Number(total.rows[0]?.n ?? 0),
      };
    },

    async tidy(now, auditBefore) {
      await store.query(
        `WITH sessions AS (
           DELETE FROM inbox_sessions WHERE expires_at <= $1 OR idle_until <= $1
         ), once AS (
           DELETE FROM inbox_once WHERE expires_at <= $1
         ), refusals AS (
           DELETE FROM inbox_refusals WHERE day < $3
         )
         DELETE FROM inbox_audit WHERE at < $2`,
        [now, auditBefore, refusalDay(auditBefore)],
      );
    },
  };
}
