// Run by full-disk.test.ts in a process that may grow no file past a few KB, as on a full disk:
// another connection first fills the log until the disk refuses, then a new store on the same
// data says whether it can take a lead, and is given one.
import { join } from "node:path";
import Database from "better-sqlite3";
import { DATABASE_FILE, SqliteStore } from "../../../src/server/store/sqlite";

const dir = process.argv[2] ?? "";
const filler = new Database(join(dir, DATABASE_FILE));
filler.pragma("journal_mode = WAL");
let commits = 0;
try {
  for (; commits < 1_000; commits += 1) {
    filler.prepare("UPDATE schema_migrations SET applied_at = applied_at + 1").run();
  }
} catch {
  // the disk is full
}
const store = new SqliteStore(dir);
await store.open();
const health = await store.health();
const added = await store
  .add({
    kind: "lead",
    idempotencyKey: null,
    requestHash: "h",
    record: { email: "ada@example.com", source: "footer_newsletter" },
    targets: [],
  })
  .then(
    () => "stored",
    () => "refused",
  );
console.log(JSON.stringify({ commits, health, added }));
filler.close();
