// What a visitor types into a calculator's number field, read as a number or as the reason it
// is not one. docs/product.md#validation-messages converts calculator inputs "with no min or max"; the limits here only
// turn away what no formula can use (text, negative amounts, a zero divisor, figures so large
// that the results stop meaning anything), never a usable value.

/** Why a field's text is not a usable number. */
export type NumberProblem =
  "empty" | "notANumber" | "negative" | "zero" | "tooLarge" | "notWhole" | "tooPrecise";

export const NUMBER_PROBLEMS = [
  "empty",
  "notANumber",
  "negative",
  "zero",
  "tooLarge",
  "notWhole",
  "tooPrecise",
] as const satisfies readonly NumberProblem[];

/** Which words explain a field's problems: an amount of money, a count or a percentage. */
export type NumberKind = "money" | "count" | "percent";

export interface NumberRule {
  kind: NumberKind;
  /** Zero is a usable value (false where the field divides, e.g. the investment). */
  allowZero: boolean;
  /** The largest usable value. */
  max: number;
  /** How many decimal places are kept: 2 for pence, 0 for a whole number. */
  decimals: number;
}

/**
 * The ceiling for amounts of money and counts: a trillion. Above it the results (billions of
 * per cent) mean nothing, and every result stays far inside the range where doubles are exact
 * to the penny (2^53 pence is about £90 trillion).
 */
export const AMOUNT_CEILING = 1e12;

/** Money in pounds and pence, zero allowed. */
export const MONEY: NumberRule = {
  kind: "money",
  allowZero: true,
  max: AMOUNT_CEILING,
  decimals: 2,
};
/** Money that something is divided by: more than zero. */
export const POSITIVE_MONEY: NumberRule = { ...MONEY, allowZero: false };
/** A number of people or customers. */
export const COUNT: NumberRule = {
  kind: "count",
  allowZero: true,
  max: AMOUNT_CEILING,
  decimals: 0,
};
/** A share of something, 0 to 100 per cent. */
export const SHARE_PERCENT: NumberRule = {
  kind: "percent",
  allowZero: true,
  max: 100,
  decimals: 2,
};
/**
 * An annual growth rate in per cent. 10,000% (a hundredfold a year) is far past any real
 * business and keeps the projections finite for every amount under AMOUNT_CEILING.
 */
export const GROWTH_PERCENT: NumberRule = {
  kind: "percent",
  allowZero: true,
  max: 10_000,
  decimals: 2,
};

export type ParsedNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem };

// Digits with optional thousands commas and decimals, or decimals alone (".5").
const NUMERAL = /^(?:\d[\d,]*(?:\.\d*)?|\.\d+)$/;
const MINUS = /^[-\u2212]/;

/**
 * Reads a field's text as the rule allows: spaces, a leading "£", thousands commas and a
 * trailing "%" are accepted as people type them ("£50,000", "20 %"), so is a minus sign, which
 * is then reported as negative rather than as not a number.
 */
export function parseNumber(text: string, rule: NumberRule): ParsedNumber {
  let rest = text.replace(/\s+/g, "");
  if (rest === "") return { ok: false, problem: "empty" };
  const negative = MINUS.test(rest);
  if (negative) rest = rest.slice(1);
  rest = rest.replace(/^£/, "").replace(/%$/, "");
  if (!NUMERAL.test(rest)) return { ok: false, problem: "notANumber" };
  const [, fraction = ""] = rest.split(".");
  // Digits past a double's range read as Infinity, which is simply too large.
  const value = Number(rest.replace(/,/g, ""));
  if (negative && value !== 0) return { ok: false, problem: "negative" };
  if (value > rule.max) return { ok: false, problem: "tooLarge" };
  if (fraction.replace(/0+$/, "").length > rule.decimals) {
    return { ok: false, problem: rule.decimals === 0 ? "notWhole" : "tooPrecise" };
  }
  if (value === 0 && !rule.allowZero) return { ok: false, problem: "zero" };
  return { ok: true, value };
}

/** A value as the field shows it: plain digits, no grouping, so that it reads back the same. */
export function numberText(value: number): string {
  return String(value);
}
