import { DATABASE_DEADLINES } from "../http/deadlines";
import type { HitCount, HitCounter } from "../http/hit-counter";
import { grouped, within } from "./grouped";
import { int, text } from "./sql/codecs";
import type { PostgresDb } from "./sql/db";
import { array, sql } from "./sql/statement";

interface Waiting {
  key: string;
  windowMs: number;
  resolve: (count: HitCount) => void;
  reject: (error: unknown) => void;
}

const COUNTED = { key: text, hits: int, reset_in_ms: int };

// Keys in one order in every statement, so that two instances never lock rows in opposite orders.
const COUNT = (keys: string[], hits: number[], windowMs: number) =>
  sql`
  INSERT INTO rate_limits AS r (key, hits, window_ends)
  SELECT key, hits, clock_timestamp() + ${windowMs} * interval '1 millisecond'
  FROM unnest(${array(keys)}::text[], ${array(hits)}::integer[]) AS t(key, hits) ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= clock_timestamp() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
    window_ends = CASE WHEN r.window_ends <= clock_timestamp()
      THEN EXCLUDED.window_ends ELSE r.window_ends END
  RETURNING key, hits,
    GREATEST(0, ceil(EXTRACT(EPOCH FROM window_ends - clock_timestamp()) * 1000))::integer AS reset_in_ms`.named(
    "count-hits",
  );

/**
 * The rate limit's counts in PostgreSQL, so that every instance counts a client alike. Counts
 * that arrive while a statement is under way go together in the next one (grouped). Expired
 * windows are swept at most once a minute.
 */
export function postgresHitCounter(db: PostgresDb): HitCounter {
  let nextSweep = 0;

  async function count(batch: Waiting[]): Promise<void> {
    const hits = new Map<string, number>();
    for (const { key } of batch) hits.set(key, (hits.get(key) ?? 0) + 1);
    const windowMs = Math.max(...batch.map((one) => one.windowMs));
    try {
      await db.ready();
      const rows = await within(
        db.all(COUNTED, COUNT([...hits.keys()], [...hits.values()], windowMs)),
        DATABASE_DEADLINES.countMs,
        "the rate limit's count",
      );
      const totals = new Map(rows.map((row) => [row.key, row]));
      // Each request gets the count it would have had alone, in the order they came.
      const seen = new Map<string, number>();
      for (const one of batch) {
        const total = totals.get(one.key);
        if (!total) {
          one.reject(new Error("rate_limits returned no row"));
          continue;
        }
        const before = seen.get(one.key) ?? 0;
        seen.set(one.key, before + 1);
        const count = total.hits - (hits.get(one.key) ?? 0) + before + 1;
        one.resolve({ count, resetInMs: total.reset_in_ms });
      }
    } catch (error) {
      for (const one of batch) one.reject(error);
    }
  }

  const countGrouped = grouped(count);

  return {
    hit(key, windowMs) {
      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + 60_000;
        void db.run(sql`DELETE FROM rate_limits WHERE window_ends < now()`).catch(() => undefined);
      }
      return new Promise<HitCount>((resolve, reject) => {
        countGrouped({ key, windowMs, resolve, reject });
      });
    },
  };
}
