import type { Codec, Decoded, Dialect } from "./codecs";
import { raw, type Sql } from "./statement";

/** What a statement gives back: each column's name and its codec. */
export type Shape = Record<string, Codec<unknown>>;

/** A row as a shape reads it. */
export type RowOf<S extends Shape> = { [K in keyof S]: Decoded<S[K]> };

export interface Table<S extends Shape> {
  readonly name: string;
  readonly columns: S;
  /** Some of its columns, for a statement's result. */
  pick<K extends keyof S & string>(...keys: K[]): Pick<S, K>;
}

/** One table as both schemas hold it (migrations.ts, sqlite-migrations.ts). */
export const table = <S extends Shape>(name: string, columns: S): Table<S> => ({
  name,
  columns,
  pick: (...keys) => {
    const picked: Partial<S> = {};
    for (const key of keys) picked[key] = columns[key];
    return picked as Pick<S, (typeof keys)[number]>;
  },
});

/** A shape's columns as a select list, each under `alias.` when one is given. */
export const columnsOf = (shape: Shape, alias?: string): Sql =>
  raw(
    Object.keys(shape)
      .map((name) => (alias ? `${alias}.${name}` : name))
      .join(", "),
  );

/** A driver's row (an object by column name) read through a shape. */
export function decodeRow<S extends Shape>(shape: S, row: unknown, dialect: Dialect): RowOf<S> {
  if (typeof row !== "object" || row === null) throw new Error("the database gave no row");
  const decoded: Partial<Record<keyof S, unknown>> = {};
  for (const name of Object.keys(shape) as (keyof S & string)[]) {
    const codec = shape[name];
    if (!codec) continue;
    if (!(name in row)) throw new Error(`the database gave no column ${name}`);
    try {
      decoded[name] = codec.decode(Reflect.get(row, name), dialect);
    } catch (error) {
      throw new Error(`column ${name}: ${String(error)}`);
    }
  }
  // Every key of the shape is set above, each by its own codec.
  return decoded as RowOf<S>;
}
