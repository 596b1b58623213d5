import type { HitCounter } from "../../http/hit-counter";
import { int } from "../../store/sql/codecs";
import type { SqliteDb } from "../../store/sql/db";
import { sql } from "../../store/sql/statement";

const SWEEP_EVERY_MS = 60_000;
const COUNTED = { hits: int, window_ends: int };

/**
 * The sign-in limits' counts in the SQLite file, so that a restart does not clear them. One
 * statement counts a hit and starts a new window once the last has ended; ended windows are
 * swept at most once a minute.
 */
export function sqliteHitCounter(database: SqliteDb): HitCounter {
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      return database.immediate(() => {
        if (now >= nextSweep) {
          nextSweep = now + SWEEP_EVERY_MS;
          database.runNow(sql`DELETE FROM inbox_hits WHERE window_ends <= ${now}`);
        }
        const row = database.oneNow(
          COUNTED,
          sql`INSERT INTO inbox_hits (key, hits, window_ends) VALUES (${key}, 1, ${now + windowMs})
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN window_ends <= ${now} THEN 1 ELSE hits + 1 END,
              window_ends = CASE WHEN window_ends <= ${now} THEN excluded.window_ends ELSE window_ends END
            RETURNING hits, window_ends`,
        );
        if (!row) throw new Error("inbox_hits returned no row");
        return { count: row.hits, resetInMs: Math.max(0, row.window_ends - now) };
      });
    },
  };
}
