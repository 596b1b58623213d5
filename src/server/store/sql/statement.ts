// A statement written once and rendered for either database: `sql` keeps the text and its values
// apart, and rendering numbers the values as the dialect writes them (`?` or `$n`), encodes each
// (a Date as milliseconds or a timestamptz, a boolean as 0 or 1), and picks each per-dialect part.

import type { Codec, Dialect } from "./codecs";

/** A value given to a statement: encoded for the dialect it is rendered for. */
class Param {
  constructor(readonly encode: (dialect: Dialect) => unknown) {}
}

/** A part whose text is not the same in both dialects. */
class PerDialect {
  constructor(readonly parts: Record<Dialect, Sql>) {}
}

type Plain = string | number | boolean | null | Buffer | Date;
export type Value = Plain | Param | PerDialect | Sql;

export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly Value[],
    /** PostgreSQL prepares a named statement once per connection. */
    readonly name?: string,
  ) {}

  /** The same statement, prepared once per connection under this name by PostgreSQL. */
  named(name: string): Sql {
    return new Sql(this.strings, this.values, name);
  }
}

export const sql = (strings: TemplateStringsArray, ...values: Value[]): Sql =>
  new Sql(strings, values);

/** Text as it is: a column's or a table's name, never anything typed by a person. */
export const raw = (text: string): Sql => new Sql([text], []);

const EMPTY = raw("");
export const empty = (): Sql => EMPTY;

/** Each dialect's own text for one part of a statement. */
export const dialects = (parts: Record<Dialect, Sql | string>): PerDialect =>
  new PerDialect({
    sqlite: typeof parts.sqlite === "string" ? raw(parts.sqlite) : parts.sqlite,
    postgres: typeof parts.postgres === "string" ? raw(parts.postgres) : parts.postgres,
  });

/** A value written through its column's codec. */
export const param = <T>(codec: Codec<T>, value: T): Param =>
  new Param((dialect) => codec.encode(value, dialect));

/** Parts joined by a separator. */
export function join(parts: readonly Sql[], separator: string): Sql {
  if (!parts.length) return EMPTY;
  return new Sql(["", ...parts.slice(1).map(() => separator), ""], parts);
}

/** `IN` a list given as one value: SQLite reads it from JSON, PostgreSQL as an array of `type`. */
export const inList = (values: readonly (string | number)[], type: "text" | "uuid" | "bigint") =>
  dialects({
    sqlite: sql`IN (SELECT value FROM json_each(${JSON.stringify(values)}))`,
    postgres: sql`= ANY(${array(values)}::${raw(type)}[])`,
  });

/** A list given as one value: PostgreSQL's array (SQLite has none). */
export const array = (values: readonly (string | number)[]): Param => new Param(() => values);

/** A list given as one value, as rows of one column named `value`. */
export const each = (values: readonly (string | number)[], type: "text" | "uuid" | "bigint") =>
  dialects({
    sqlite: sql`json_each(${JSON.stringify(values)})`,
    postgres: sql`unnest(${array(values)}::${raw(type)}[]) AS value`,
  });

/** The smaller of two values (SQLite's two-argument min, PostgreSQL's least). */
export const least = (a: Value, b: Value) =>
  dialects({ sqlite: sql`min(${a}, ${b})`, postgres: sql`least(${a}, ${b})` });

/** A span of milliseconds, to add to or take from a time. */
export const span = (ms: number) =>
  dialects({ sqlite: sql`${ms}`, postgres: sql`(${ms} * interval '1 millisecond')` });

export interface Rendered {
  text: string;
  values: unknown[];
  name?: string;
}

function encode(value: Plain, dialect: Dialect): unknown {
  if (dialect === "sqlite" && value instanceof Date) return value.getTime();
  if (dialect === "sqlite" && typeof value === "boolean") return Number(value);
  return value;
}

/** The statement's text and values for one dialect. */
export function render(statement: Sql, dialect: Dialect): Rendered {
  const values: unknown[] = [];
  let text = "";
  const add = ({ strings, values: parts }: Sql) => {
    strings.forEach((chunk, index) => {
      text += chunk;
      if (index >= parts.length) return;
      const part = parts[index] ?? null;
      if (part instanceof Sql) add(part);
      else if (part instanceof PerDialect) add(part.parts[dialect]);
      else {
        values.push(part instanceof Param ? part.encode(dialect) : encode(part, dialect));
        text += dialect === "sqlite" ? "?" : `$${values.length}`;
      }
    });
  };
  add(statement);
  return statement.name ? { text, values, name: statement.name } : { text, values };
}
