// The typed query layer under both stores (src/server/store/sql): one statement rendered for each
// dialect, and rows read through the tables' codecs, so a wrong value fails where it is read.
import { json, nullable, oneOf, time, uuid } from "../../../src/server/store/sql/codecs";
import { inList, least, param, render, span, sql } from "../../../src/server/store/sql/statement";
import { decodeRow } from "../../../src/server/store/sql/table";
import { submissions } from "../../../src/server/store/sql/tables";

const at = new Date(Date.UTC(2026, 10, 1, 12));

describe("a statement written once", () => {
  const statement = sql`UPDATE inbox_sessions SET idle_until = ${least(at, sql`expires_at`)}
    WHERE id_hash = ${"h"} AND account_id ${inList(["a", "b"], "uuid")}`;

  it("numbers its values as SQLite asks, with times in milliseconds and lists as JSON", () => {
    expect(render(statement, "sqlite")).toEqual({
      text: `UPDATE inbox_sessions SET idle_until = min(?, expires_at)
    WHERE id_hash = ? AND account_id IN (SELECT value FROM json_each(?))`,
      values: [at.getTime(), "h", '["a","b"]'],
    });
  });

  it("numbers its values as PostgreSQL asks, with times as Dates and lists as arrays", () => {
    expect(render(statement, "postgres")).toEqual({
      text: `UPDATE inbox_sessions SET idle_until = least($1, expires_at)
    WHERE id_hash = $2 AND account_id = ANY($3::uuid[])`,
      values: [at, "h", ["a", "b"]],
    });
  });

  it("keeps a PostgreSQL statement's name, and spells a span of time in each dialect", () => {
    const named = sql`SELECT ${span(5)}`.named("five");
    expect(render(named, "postgres")).toEqual({
      text: "SELECT ($1 * interval '1 millisecond')",
      values: [5],
      name: "five",
    });
    expect(render(named, "sqlite").text).toBe("SELECT ?");
  });

  it("gives PostgreSQL null for an id that is no uuid, so that it finds no row", () => {
    const by = (id: string) => sql`SELECT 1 FROM submissions WHERE id = ${param(uuid, id)}`;
    expect(render(by("not-a-uuid"), "postgres").values).toEqual([null]);
    expect(render(by("not-a-uuid"), "sqlite").values).toEqual(["not-a-uuid"]);
    const id = "33333333-3333-4333-8333-333333333333";
    expect(render(by(id), "postgres").values).toEqual([id]);
  });
});

describe("a row read through the tables' codecs", () => {
  const shape = submissions.pick("id", "kind", "received_at", "record");

  it("reads each driver's times and JSON into one shape", () => {
    const record = { email: "ada@example.com" };
    const id = "33333333-3333-4333-8333-333333333333";
    const fromSqlite = decodeRow(
      shape,
      { id, kind: "lead", received_at: at.getTime(), record: JSON.stringify(record) },
      "sqlite",
    );
    const fromPostgres = decodeRow(
      shape,
      { id, kind: "lead", received_at: at, record },
      "postgres",
    );
    expect(fromSqlite).toEqual({ id, kind: "lead", received_at: at.toISOString(), record });
    expect(fromPostgres).toEqual(fromSqlite);
  });

  it("refuses a value the schema does not allow, and a column the statement did not give", () => {
    expect(() =>
      decodeRow(shape, { id: "x", kind: "order", received_at: 0, record: "{}" }, "sqlite"),
    ).toThrow(/column kind/);
    expect(() => decodeRow(shape, { id: "x", kind: "lead", record: "{}" }, "sqlite")).toThrow(
      /no column received_at/,
    );
    expect(() => decodeRow({ at: nullable(time) }, { at: "2026-11-01" }, "postgres")).toThrow(
      /column at/,
    );
  });

  it("writes a time given as ISO text as each driver takes it", () => {
    expect(time.encode(at.toISOString(), "sqlite")).toBe(at.getTime());
    expect(time.encode(at.toISOString(), "postgres")).toBe(at.toISOString());
    expect(json.decode('["a"]', "postgres")).toBe('["a"]');
    expect(oneOf(["a", "b"]).decode("b", "sqlite")).toBe("b");
  });
});
