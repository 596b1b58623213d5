import { randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";
import { auditDetailText } from "../audit-detail";
import type { SqliteStore } from "../../store/sqlite";
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
import { sqliteHitCounter } from "./sqlite-hits";
import { sqliteLeads } from "./sqlite-leads";
import { statements } from "./sqlite-statements";
import type { InboxStore, OnceKind, StoredPasskey, StoredSession } from "./types";

// The inbox's store in the embedded SQLite database, beside the leads: times are milliseconds.

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

type Timed<Row, Keys extends keyof Row> = Omit<Row, Keys> & { [K in Keys]: number };

interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  created_at: number;
}

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  accountId: row.account_id,
  publicKey: new Uint8Array(row.public_key),
  counter: row.counter,
  transports: JSON.parse(row.transports) as string[],
  createdAt: iso(row.created_at),
});

interface SessionRow {
  id_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
  idle_until: number;
}

const toSession = (row: SessionRow): StoredSession => ({
  idHash: row.id_hash,
  accountId: row.account_id,
  csrfToken: row.csrf_token,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  idleUntil: iso(row.idle_until),
});

const account = (row: Timed<AccountRow, "invited_at"> | undefined) =>
  row && toAccount({ ...row, invited_at: iso(row.invited_at) });

export function sqliteInboxStore(store: SqliteStore): InboxStore {
  const db = (): Database => store.db();
  const sql = statements(db);
  const hits = sqliteHitCounter(db, sql);
  const byEmail = (email: string) =>
    account(
      sql("SELECT * FROM inbox_accounts WHERE lower(email) = ?").get(accountEmail(email)) as
        Timed<AccountRow, "invited_at"> | undefined,
    );

  return {
    ...sqliteLeads(db, sql),

    async addAccount(email, role, at) {
      sql(`INSERT INTO inbox_accounts (id, email, role, invited_at) VALUES (?, ?, ?, ?)
        ON CONFLICT DO NOTHING`).run(randomUUID(), accountEmail(email), role, at.getTime());
      const made = byEmail(email);
      if (!made) throw new Error("the account was neither made nor found");
      return made;
    },

    async accountByEmail(email) {
      return byEmail(email);
    },

    async account(id) {
      return account(
        sql("SELECT * FROM inbox_accounts WHERE id = ?").get(id) as
          Timed<AccountRow, "invited_at"> | undefined,
      );
    },

    async members() {
      const rows = sql(`SELECT a.*,
          (SELECT count(*) FROM inbox_passkeys p WHERE p.account_id = a.id) AS passkeys
        FROM inbox_accounts a ORDER BY a.role = 'owner' DESC, a.email`).all() as (Timed<
        AccountRow,
        "invited_at"
      > & { passkeys: number; last_sign_in_at: number | null })[];
      return rows.map((row) =>
        toMember({
          ...row,
          invited_at: iso(row.invited_at),
          last_sign_in_at: isoOrNull(row.last_sign_in_at),
        }),
      );
    },

    async removeAccount(id) {
      // Immediate: another process's removal waits for this one, and then counts again.
      const outcome = db()
        .transaction(() => {
          const row = sql("SELECT role FROM inbox_accounts WHERE id = ?").get(id) as
            { role: string } | undefined;
          if (!row) return "missing" as const;
          if (row.role === "owner") {
            const { n } = sql(
              "SELECT count(*) AS n FROM inbox_accounts WHERE role = 'owner'",
            ).get() as {
              n: number;
            };
            if (n <= 1) return "last-owner" as const;
          }
          sql("DELETE FROM inbox_accounts WHERE id = ?").run(id);
          return "removed" as const;
        })
        .immediate();
      // Its address, sessions and passkeys leave the files too, not only the tables.
      if (outcome === "removed") await store.scrub();
      return outcome;
    },

    async mayUseLinks(accountId, now) {
      const row = sql(`SELECT EXISTS (SELECT 1 FROM inbox_passkeys WHERE account_id = ?)
          OR EXISTS (SELECT 1 FROM inbox_once
            WHERE account_id = ? AND kind = 'invite' AND expires_at > ?) AS ok`).get(
        accountId,
        accountId,
        now.getTime(),
      ) as { ok: number };
      return row.ok === 1;
    },

    async countRole(role) {
      const row = sql("SELECT count(*) AS n FROM inbox_accounts WHERE role = ?").get(role) as {
        n: number;
      };
      return row.n;
    },

    async addPasskey(passkey) {
      sql(`INSERT INTO inbox_passkeys
          (id, account_id, public_key, counter, transports, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`).run(
        passkey.id,
        passkey.accountId,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports),
        Date.parse(passkey.createdAt),
      );
    },

    async passkey(id) {
      const row = sql("SELECT * FROM inbox_passkeys WHERE id = ?").get(id) as
        PasskeyRow | undefined;
      return row && toPasskey(row);
    },

    async passkeysOf(accountId) {
      const rows = sql(
        "SELECT * FROM inbox_passkeys WHERE account_id = ? ORDER BY created_at, id",
      ).all(accountId) as PasskeyRow[];
      return rows.map(toPasskey);
    },

    async usePasskey(id, counter, at) {
      sql("UPDATE inbox_passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(
        counter,
        at.getTime(),
        id,
      );
    },

    async saveOnce(hash, once) {
      db().transaction(() => {
        sql("DELETE FROM inbox_once WHERE expires_at <= ?").run(Date.now());
        sql("INSERT INTO inbox_once (hash, kind, account_id, expires_at) VALUES (?, ?, ?, ?)").run(
          hash,
          once.kind,
          once.accountId,
          Date.parse(once.expiresAt),
        );
      })();
    },

    async takeOnce(hash, kind, now) {
      const row = sql(`DELETE FROM inbox_once WHERE hash = ? AND kind = ? AND expires_at > ?
        RETURNING kind, account_id, expires_at`).get(hash, kind, now.getTime()) as
        { kind: OnceKind; account_id: string | null; expires_at: number } | undefined;
      return row && { kind: row.kind, accountId: row.account_id, expiresAt: iso(row.expires_at) };
    },

    async peekOnce(hash, kind, now) {
      const row = sql(`SELECT kind, account_id, expires_at FROM inbox_once
        WHERE hash = ? AND kind = ? AND expires_at > ?`).get(hash, kind, now.getTime()) as
        { kind: OnceKind; account_id: string | null; expires_at: number } | undefined;
      return row && { kind: row.kind, accountId: row.account_id, expiresAt: iso(row.expires_at) };
    },

    async createSession(session) {
      sql(`INSERT INTO inbox_sessions
          (id_hash, account_id, csrf_token, created_at, expires_at, idle_until)
        VALUES (?, ?, ?, ?, ?, ?)`).run(
        session.idHash,
        session.accountId,
        session.csrfToken,
        Date.parse(session.createdAt),
        Date.parse(session.expiresAt),
        Date.parse(session.idleUntil),
      );
    },

    async session(idHash, now) {
      const row = sql(`SELECT * FROM inbox_sessions
        WHERE id_hash = ? AND expires_at > ? AND idle_until > ?`).get(
        idHash,
        now.getTime(),
        now.getTime(),
      ) as SessionRow | undefined;
      return row && toSession(row);
    },

    async touchSession(idHash, idleUntil) {
      sql("UPDATE inbox_sessions SET idle_until = min(?, expires_at) WHERE id_hash = ?").run(
        idleUntil.getTime(),
        idHash,
      );
    },

    async endSession(idHash) {
      sql("DELETE FROM inbox_sessions WHERE id_hash = ?").run(idHash);
    },

    async endSessionsOf(accountId) {
      return sql("DELETE FROM inbox_sessions WHERE account_id = ?").run(accountId).changes;
    },

    async signedIn(accountId, at) {
      sql("UPDATE inbox_accounts SET last_sign_in_at = ? WHERE id = ?").run(
        at.getTime(),
        accountId,
      );
    },

    async audit(entry) {
      sql(`INSERT INTO inbox_audit (at, by, action, target, detail) VALUES (?, ?, ?, ?, ?)`).run(
        entry.at.getTime(),
        entry.by,
        entry.action,
        entry.target,
        entry.detail && auditDetailText(entry.detail),
      );
    },

    async refused(way, at) {
      sql(`INSERT INTO inbox_refusals (day, way, count) VALUES (?, ?, 1)
        ON CONFLICT (day, way) DO UPDATE SET count = count + 1`).run(refusalDay(at), way);
    },

    async refusals(since) {
      const rows = sql(
        "SELECT day, way, count FROM inbox_refusals WHERE day >= ? ORDER BY day DESC, way",
      ).all(refusalDay(since)) as { day: string; way: string; count: number }[];
      return rows.map(toRefusal);
    },

    signInHits: () => hits,

    async auditLog(page, pageSize) {
      const rows = sql("SELECT * FROM inbox_audit ORDER BY at DESC, id DESC LIMIT ? OFFSET ?").all(
        pageSize,
        (Math.max(1, page) - 1) * pageSize,
      ) as Timed<AuditRow, "at">[];
      const { n } = sql("SELECT count(*) AS n FROM inbox_audit").get() as { n: number };
      return { entries: rows.map((row) => toAuditEntry({ ...row, at: iso(row.at) })), total: n };
    },

    async tidy(now, auditBefore) {
      const time = now.getTime();
      db()
        .transaction(() => {
          sql("DELETE FROM inbox_sessions WHERE expires_at <= ? OR idle_until <= ?").run(
            time,
            time,
          );
          sql("DELETE FROM inbox_once WHERE expires_at <= ?").run(time);
          sql("DELETE FROM inbox_audit WHERE at < ?").run(auditBefore.getTime());
          sql("DELETE FROM inbox_refusals WHERE day < ?").run(refusalDay(auditBefore));
        })
        .immediate();
    },
  };
}
