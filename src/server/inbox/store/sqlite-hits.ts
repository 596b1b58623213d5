import type { Database } from "better-sqlite3";
import type { HitCounter } from "../../http/hit-counter";
import type { statements } from "../../store/sql/prepared";

const SWEEP_EVERY_MS = 60_000;

/**
 * The sign-in limits' counts in the SQLite file, so that a restart does not clear them. One
 * statement counts a hit and starts a new window once the last has ended; ended windows are
 * swept at most once a minute.
 */
export function sqliteHitCounter(
  db: () => Database,
  sql: ReturnType<typeof statements>,
): HitCounter {
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      return db()
        .transaction(() => {
          if (now >= nextSweep) {
            nextSweep = now + SWEEP_EVERY_MS;
            sql("DELETE FROM inbox_hits WHERE window_ends <= ?").run(now);
          }
          const row = sql(`INSERT INTO inbox_hits (key, hits, window_ends) VALUES (?, 1, ?)
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN window_ends <= ? THEN 1 ELSE hits + 1 END,
              window_ends = CASE WHEN window_ends <= ? THEN excluded.window_ends ELSE window_ends END
            RETURNING hits, window_ends`).get(key, now + windowMs, now, now) as {
            hits: number;
            window_ends: number;
          };
          return { count: row.hits, resetInMs: Math.max(0, row.window_ends - now) };
        })
        .immediate();
    },
  };
}
