import { randomUUID } from "node:crypto";
import type { Member } from "../../../lib/inbox/api";
import { auditDetailText } from "../audit-detail";
import { bool, int, time, uuid } from "../../store/sql/codecs";
import type { Db } from "../../store/sql/db";
import { dialects, least, param, sql, type Sql } from "../../store/sql/statement";
import { columnsOf, type RowOf } from "../../store/sql/table";
import { accounts, audit, once, passkeys, refusals, sessions } from "../../store/sql/tables";
import { accountEmail, refusalDay } from "./rows";
import type {
  Account,
  InboxStore,
  TeamStore,
  StoredOnce,
  StoredPasskey,
  StoredSession,
} from "./types";
import type { InboxReplies } from "./replies";

// The inbox's accounts, passkeys, sessions, one-time values and audit trail: each statement once,
// for either database.

type Accounts = Omit<
  InboxStore,
  | "removeAccount"
  | "signInHits"
  | "leads"
  | "allLeads"
  | "lead"
  | "setStatus"
  | "addNote"
  | "replyFigures"
  | keyof InboxReplies
  | keyof TeamStore
>;

const ACCOUNT = accounts.pick("id", "email", "role", "invited_at");
const toAccount = (row: RowOf<typeof ACCOUNT>): Account => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedAt: row.invited_at,
});

const PASSKEY = passkeys.pick(
  "id",
  "account_id",
  "public_key",
  "counter",
  "transports",
  "created_at",
);
const toPasskey = (row: RowOf<typeof PASSKEY>): StoredPasskey => ({
  id: row.id,
  accountId: row.account_id,
  publicKey: new Uint8Array(row.public_key),
  counter: row.counter,
  transports: row.transports,
  createdAt: row.created_at,
});

const SESSION = sessions.columns;
const toSession = (row: RowOf<typeof SESSION>): StoredSession => ({
  idHash: row.id_hash,
  accountId: row.account_id,
  csrfToken: row.csrf_token,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  idleUntil: row.idle_until,
});

const ONCE = once.pick("kind", "account_id", "expires_at");
const toOnce = (row: RowOf<typeof ONCE> | undefined): StoredOnce | undefined =>
  row && { kind: row.kind, accountId: row.account_id, expiresAt: row.expires_at };

const MEMBER = { ...ACCOUNT, last_sign_in_at: accounts.columns.last_sign_in_at, passkeys: int };
const COUNT = { n: int };
const AUDIT = audit.columns;
const REFUSAL = refusals.columns;
/** A refusal's day as text: PostgreSQL keeps a date. */
const REFUSAL_DAY = dialects({ sqlite: "day", postgres: "to_char(day, 'YYYY-MM-DD') AS day" });

/** The parts of the inbox's store that are the same statements in both databases. */
export function inboxAccounts(db: Db): Accounts {
  const byEmail = (email: string) =>
    db
      .one(
        ACCOUNT,
        sql`SELECT ${columnsOf(ACCOUNT)} FROM inbox_accounts WHERE lower(email) = ${accountEmail(email)}`,
      )
      .then((row) => row && toAccount(row));
  const count = async (statement: Sql) => (await db.one(COUNT, statement))?.n ?? 0;

  return {
    async addAccount(email, role, at) {
      await db.run(sql`INSERT INTO inbox_accounts (id, email, role, invited_at)
        VALUES (${randomUUID()}, ${accountEmail(email)}, ${role}, ${at}) ON CONFLICT DO NOTHING`);
      const made = await byEmail(email);
      if (!made) throw new Error("the account was neither made nor found");
      return made;
    },

    accountByEmail: byEmail,

    async account(id) {
      const row = await db.one(
        ACCOUNT,
        sql`SELECT ${columnsOf(ACCOUNT)} FROM inbox_accounts WHERE id = ${param(uuid, id)}`,
      );
      return row && toAccount(row);
    },

    async members(): Promise<Member[]> {
      const rows = await db.all(
        MEMBER,
        sql`SELECT ${columnsOf(accounts.pick("id", "email", "role", "invited_at", "last_sign_in_at"), "a")},
          (SELECT count(*) FROM inbox_passkeys p WHERE p.account_id = a.id) AS passkeys
        FROM inbox_accounts a ORDER BY a.role = 'owner' DESC, a.email`,
      );
      return rows.map((row) => ({
        ...toAccount(row),
        passkeys: row.passkeys,
        lastSignInAt: row.last_sign_in_at,
      }));
    },

    async mayUseLinks(accountId, now) {
      const account = param(uuid, accountId);
      const row = await db.one(
        { ok: bool },
        sql`SELECT EXISTS (SELECT 1 FROM inbox_passkeys WHERE account_id = ${account})
          OR EXISTS (SELECT 1 FROM inbox_once
            WHERE account_id = ${account} AND kind = 'invite' AND expires_at > ${now}) AS ok`,
      );
      return row?.ok === true;
    },

    countRole: (role) => count(sql`SELECT count(*) AS n FROM inbox_accounts WHERE role = ${role}`),

    async addPasskey(passkey) {
      await db.run(sql`INSERT INTO inbox_passkeys
          (id, account_id, public_key, counter, transports, created_at)
        VALUES (${passkey.id}, ${passkey.accountId}, ${Buffer.from(passkey.publicKey)},
          ${passkey.counter}, ${JSON.stringify(passkey.transports)}, ${param(time, passkey.createdAt)})`);
    },

    async passkey(id) {
      const row = await db.one(
        PASSKEY,
        sql`SELECT ${columnsOf(PASSKEY)} FROM inbox_passkeys WHERE id = ${id}`,
      );
      return row && toPasskey(row);
    },

    async passkeysOf(accountId) {
      const rows = await db.all(
        PASSKEY,
        sql`SELECT ${columnsOf(PASSKEY)} FROM inbox_passkeys
          WHERE account_id = ${param(uuid, accountId)} ORDER BY created_at, id`,
      );
      return rows.map(toPasskey);
    },

    async usePasskey(id, counter, at) {
      await db.run(
        sql`UPDATE inbox_passkeys SET counter = ${counter}, last_used_at = ${at} WHERE id = ${id}`,
      );
    },

    async saveOnce(hash, value) {
      await db.run(sql`DELETE FROM inbox_once WHERE expires_at <= ${new Date()}`);
      await db.run(sql`INSERT INTO inbox_once (hash, kind, account_id, expires_at)
        VALUES (${hash}, ${value.kind}, ${value.accountId}, ${param(time, value.expiresAt)})`);
    },

    // One statement: of two callers at once, the second finds the row gone.
    takeOnce: async (hash, kind, now) =>
      toOnce(
        await db.one(
          ONCE,
          sql`DELETE FROM inbox_once WHERE hash = ${hash} AND kind = ${kind} AND expires_at > ${now}
            RETURNING ${columnsOf(ONCE)}`,
        ),
      ),

    peekOnce: async (hash, kind, now) =>
      toOnce(
        await db.one(
          ONCE,
          sql`SELECT ${columnsOf(ONCE)} FROM inbox_once
            WHERE hash = ${hash} AND kind = ${kind} AND expires_at > ${now}`,
        ),
      ),

    async createSession(session) {
      await db.run(sql`INSERT INTO inbox_sessions
          (id_hash, account_id, csrf_token, created_at, expires_at, idle_until)
        VALUES (${session.idHash}, ${session.accountId}, ${session.csrfToken},
          ${param(time, session.createdAt)}, ${param(time, session.expiresAt)},
          ${param(time, session.idleUntil)})`);
    },

    async session(idHash, now) {
      const row = await db.one(
        SESSION,
        sql`SELECT ${columnsOf(SESSION)} FROM inbox_sessions
          WHERE id_hash = ${idHash} AND expires_at > ${now} AND idle_until > ${now}`,
      );
      return row && toSession(row);
    },

    async touchSession(idHash, idleUntil) {
      await db.run(sql`UPDATE inbox_sessions SET idle_until = ${least(idleUntil, sql`expires_at`)}
        WHERE id_hash = ${idHash}`);
    },

    async endSession(idHash) {
      await db.run(sql`DELETE FROM inbox_sessions WHERE id_hash = ${idHash}`);
    },

    endSessionsOf: (accountId) =>
      db.run(sql`DELETE FROM inbox_sessions WHERE account_id = ${param(uuid, accountId)}`),

    async signedIn(accountId, at) {
      await db.run(sql`UPDATE inbox_accounts SET last_sign_in_at = ${at}
        WHERE id = ${param(uuid, accountId)}`);
    },

    async audit(entry) {
      await db.run(sql`INSERT INTO inbox_audit (at, by, action, target, detail)
        VALUES (${entry.at}, ${entry.by}, ${entry.action}, ${entry.target},
          ${entry.detail && auditDetailText(entry.detail)})`);
    },

    async refused(way, at) {
      await db.run(sql`INSERT INTO inbox_refusals (day, way, count) VALUES (${refusalDay(at)}, ${way}, 1)
        ON CONFLICT (day, way) DO UPDATE SET count = inbox_refusals.count + 1`);
    },

    refusals: (since) =>
      db.all(
        REFUSAL,
        sql`SELECT ${REFUSAL_DAY}, way, count FROM inbox_refusals
          WHERE day >= ${refusalDay(since)} ORDER BY day DESC, way`,
      ),

    async auditLog(page, pageSize) {
      const [entries, total] = await Promise.all([
        db.all(
          AUDIT,
          sql`SELECT ${columnsOf(AUDIT)} FROM inbox_audit ORDER BY at DESC, id DESC
            LIMIT ${pageSize} OFFSET ${(Math.max(1, page) - 1) * pageSize}`,
        ),
        count(sql`SELECT count(*) AS n FROM inbox_audit`),
      ]);
      return { entries: entries.map((row) => ({ ...row, id: String(row.id) })), total };
    },

    async tidy(now, auditBefore) {
      await db.run(
        sql`DELETE FROM inbox_sessions WHERE expires_at <= ${now} OR idle_until <= ${now}`,
      );
      await db.run(sql`DELETE FROM inbox_once WHERE expires_at <= ${now}`);
      await db.run(sql`DELETE FROM inbox_audit WHERE at < ${auditBefore}`);
      await db.run(sql`DELETE FROM inbox_refusals WHERE day < ${refusalDay(auditBefore)}`);
    },
  };
}
