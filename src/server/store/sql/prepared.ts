import type { Database, Statement } from "better-sqlite3";

/** Prepares each statement once per connection (a store closed and opened again has a new one). */
export function statements(db: () => Database): (sql: string) => Statement {
  const prepared = new WeakMap<Database, Map<string, Statement>>();
  return (sql) => {
    const connection = db();
    let cache = prepared.get(connection);
    if (!cache) prepared.set(connection, (cache = new Map()));
    let found = cache.get(sql);
    if (!found) cache.set(sql, (found = connection.prepare(sql)));
    return found;
  };
}
