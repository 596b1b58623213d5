// How a column's value crosses each driver: SQLite keeps times as milliseconds, JSON as text and
// booleans as 0 or 1; PostgreSQL gives Dates, parsed JSON, booleans, and bigints as text. A codec
// reads the driver's value into one TypeScript type, checking it, and writes it back.

export type Dialect = "sqlite" | "postgres";

export interface Codec<T> {
  /** The driver's value as T; a value of another shape is an error, never a wrong type. */
  decode(value: unknown, dialect: Dialect): T;
  /** T as the driver takes it as a parameter. */
  encode(value: T, dialect: Dialect): unknown;
}

/** The type a codec reads. */
export type Decoded<C> = C extends Codec<infer T> ? T : never;

const wrong = (what: string, value: unknown): Error =>
  new Error(`expected ${what} from the database, got ${typeof value}`);

export const text: Codec<string> = {
  decode(value) {
    if (typeof value !== "string") throw wrong("text", value);
    return value;
  },
  encode: (value) => value,
};

/** An integer: PostgreSQL gives a bigint or a count as text. */
export const int: Codec<number> = {
  decode(value) {
    const number = typeof value === "string" ? Number(value) : value;
    if (typeof number !== "number" || !Number.isFinite(number)) throw wrong("a number", value);
    return number;
  },
  encode: (value) => value,
};

export const bool: Codec<boolean> = {
  decode(value) {
    if (value === true || value === 1) return true;
    if (value === false || value === 0) return false;
    throw wrong("a boolean", value);
  },
  encode: (value, dialect) => (dialect === "sqlite" ? Number(value) : value),
};

export const bytes: Codec<Buffer> = {
  decode(value) {
    if (!Buffer.isBuffer(value)) throw wrong("bytes", value);
    return value;
  },
  encode: (value) => value,
};

/** A time, read as ISO text and written from ISO text (a Date is a parameter: statement.ts). */
export const time: Codec<string> = {
  decode(value) {
    if (typeof value === "number") return new Date(value).toISOString();
    if (value instanceof Date) return value.toISOString();
    throw wrong("a time", value);
  },
  encode(value, dialect) {
    if (dialect === "postgres") return value;
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  },
};

/** A JSON value: text in SQLite, parsed by PostgreSQL's driver. */
export const json: Codec<unknown> = {
  decode: (value, dialect) =>
    dialect === "sqlite" && typeof value === "string" ? JSON.parse(value) : value,
  encode: (value) => JSON.stringify(value),
};

/**
 * A row's id made by randomUUID: a uuid column in PostgreSQL, text in SQLite. Any other text is
 * no row's id: PostgreSQL is given null for it, which finds nothing, where the text would fail.
 */
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
export const uuid: Codec<string> = {
  decode: text.decode,
  encode: (value, dialect) => (dialect === "postgres" && !UUID.test(value) ? null : value),
};

/** One of these words; any other is an error. */
export function oneOf<const T extends string>(known: readonly T[]): Codec<T> {
  return {
    decode(value) {
      const found = known.find((word) => word === value);
      if (found === undefined) throw new Error(`unknown value ${String(value)} in the database`);
      return found;
    },
    encode: (value) => value,
  };
}

/** A JSON list of text (SQLite's JSON text, PostgreSQL's jsonb). */
export const textList: Codec<string[]> = {
  decode(value, dialect) {
    const list = json.decode(value, dialect);
    if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
      throw wrong("a list of text", list);
    }
    return list;
  },
  encode: json.encode,
};

export function nullable<T>(codec: Codec<T>): Codec<T | null> {
  return {
    decode: (value, dialect) => (value === null ? null : codec.decode(value, dialect)),
    encode: (value, dialect) => (value === null ? null : codec.encode(value, dialect)),
  };
}

/** A value handed back to the database as it came (a page's cursor), never read. */
export const opaque: Codec<string | number> = {
  decode(value) {
    if (typeof value !== "string" && typeof value !== "number") throw wrong("a cursor", value);
    return value;
  },
  encode: (value) => value,
};
