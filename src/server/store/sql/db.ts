import type { Database } from "better-sqlite3";
import type pg from "pg";
import { statements } from "./prepared";
import type { Dialect } from "./codecs";
import { render, type Sql } from "./statement";
import { decodeRow, type RowOf, type Shape } from "./table";

/** One database, whichever it is: each statement rendered for it, each row read by its shape. */
export interface Db {
  readonly dialect: Dialect;
  all<S extends Shape>(shape: S, statement: Sql): Promise<RowOf<S>[]>;
  one<S extends Shape>(shape: S, statement: Sql): Promise<RowOf<S> | undefined>;
  /** Runs a statement; resolves with how many rows it changed. */
  run(statement: Sql): Promise<number>;
}

/** The embedded database, whose calls also run at once, for a transaction's synchronous work. */
export interface SqliteDb extends Db {
  readonly dialect: "sqlite";
  allNow<S extends Shape>(shape: S, statement: Sql): RowOf<S>[];
  oneNow<S extends Shape>(shape: S, statement: Sql): RowOf<S> | undefined;
  runNow(statement: Sql): number;
  /** Runs `work` in one transaction that takes the write lock first (BEGIN IMMEDIATE). */
  immediate<T>(work: () => T): T;
}

/** SQLite through better-sqlite3, each statement's text prepared once per connection. */
export function sqliteDb(connection: () => Database): SqliteDb {
  const prepared = statements(connection);
  const prepare = (statement: Sql) => {
    const { text, values } = render(statement, "sqlite");
    return { prepared: prepared(text), values };
  };
  const db: SqliteDb = {
    dialect: "sqlite",
    allNow(shape, statement) {
      const { prepared: query, values } = prepare(statement);
      return query.all(...values).map((row) => decodeRow(shape, row, "sqlite"));
    },
    oneNow(shape, statement) {
      const { prepared: query, values } = prepare(statement);
      const row = query.get(...values);
      return row === undefined ? undefined : decodeRow(shape, row, "sqlite");
    },
    runNow(statement) {
      const { prepared: query, values } = prepare(statement);
      return query.run(...values).changes;
    },
    immediate: (work) => connection().transaction(work).immediate(),
    all: async (shape, statement) => db.allNow(shape, statement),
    one: async (shape, statement) => db.oneNow(shape, statement),
    run: async (statement) => db.runNow(statement),
  };
  return db;
}

/** Where PostgreSQL's statements go: the pool, or one connection in a transaction. */
type Queryable = Pick<pg.Pool, "query"> | Pick<pg.PoolClient, "query">;

export interface PostgresDb extends Db {
  readonly dialect: "postgres";
  /** Resolves once the schema is ready: a deadline on a statement should not count the wait. */
  ready(): Promise<unknown>;
  /** Runs `work` as one transaction on one connection. */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T>;
}

function postgresOn(target: Queryable, ready: () => Promise<unknown>): Db {
  const query = async (statement: Sql): Promise<pg.QueryResult> => {
    await ready();
    const { text, values, name } = render(statement, "postgres");
    return target.query({ text, values, ...(name ? { name } : {}) });
  };
  return {
    dialect: "postgres",
    all: async (shape, statement) =>
      (await query(statement)).rows.map((row) => decodeRow(shape, row, "postgres")),
    async one(shape, statement) {
      const [row] = (await query(statement)).rows;
      return row === undefined ? undefined : decodeRow(shape, row, "postgres");
    },
    run: async (statement) => (await query(statement)).rowCount ?? 0,
  };
}

/** PostgreSQL through a pool, once the schema is `ready`. */
export function postgresDb(pool: pg.Pool, ready: () => Promise<unknown>): PostgresDb {
  const none = async () => undefined;
  return {
    ...postgresOn(pool, ready),
    dialect: "postgres",
    ready,
    async transaction(work) {
      await ready();
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(postgresOn(client, none));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
