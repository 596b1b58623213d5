/**
 * `true` when the two types are the same, as the compiler compares them: a declared type and a
 * schema's output that say the same. A field more or less, optional against required, or a wider
 * or narrower field is `false`.
 */
export type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only with `true`: `Expect<Same<Declared, Inferred>>` stops the build when they drift. */
export type Expect<T extends true> = T;
