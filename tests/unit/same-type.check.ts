// Compiled by the typecheck gate, never run: each @ts-expect-error fails the gate if Same lets its
// pair through, and the first line if Same refuses two types that are the same.
import type { Expect, Same } from "../../src/lib/same-type";

export type SameFields = Expect<Same<{ a: string; b?: number }, { a: string; b?: number }>>;
// @ts-expect-error an optional field against a required one
export type OptionalField = Expect<Same<{ a?: string }, { a: string }>>;
// @ts-expect-error an optional field more on one side
export type FieldMore = Expect<Same<{ a: string; b?: string }, { a: string }>>;
// @ts-expect-error a wider field
export type WiderField = Expect<Same<{ a: string }, { a: string | number }>>;
