// A calculator's fields as a whole: how each field's text is read, and whether all of them
// together make a set of inputs the formulas can use.
import { numberText, parseNumber, type NumberProblem, type NumberRule } from "./number-field";

/** Why a field's text is not usable; "notAnOption" is a choice no longer offered (a stale URL). */
export type FieldProblem = NumberProblem | "notAnOption";

export type ParsedField<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };

export interface FieldSpec<T> {
  /** The field's short name in the URL query (see calculator-query.ts). */
  param: string;
  parse: (text: string) => ParsedField<T>;
  /** The value as the field shows it, which parse reads back as the same value. */
  text: (value: T) => string;
}

export type NumberFieldSpec = FieldSpec<number> & { rule: NumberRule };

export function numberField(param: string, rule: NumberRule): NumberFieldSpec {
  return { param, rule, parse: (text) => parseNumber(text, rule), text: numberText };
}

export function choiceField<C extends string>(param: string, options: readonly C[]): FieldSpec<C> {
  const isOption = (text: string): text is C => (options as readonly string[]).includes(text);
  return {
    param,
    parse: (text) =>
      isOption(text) ? { ok: true, value: text } : { ok: false, problem: "notAnOption" },
    text: (value) => value,
  };
}

/** One spec per input of a calculator: `ROI_FORM satisfies FormSpec<RoiInputs>`. */
export type FormSpec<I> = { readonly [K in keyof I]: FieldSpec<I[K]> };

/** Any field's spec, whatever its value's type (what the generic helpers below accept). */
export interface SomeFieldSpec {
  param: string;
  parse: (text: string) => ParsedField<unknown>;
  text: (value: never) => string;
}

export type SomeFormSpec = Readonly<Record<string, SomeFieldSpec>>;

/** The inputs a form's spec reads. */
export type InputsOf<S extends SomeFormSpec> = {
  [K in keyof S]: S[K] extends FieldSpec<infer T> ? T : never;
};

export type FieldName<S extends SomeFormSpec> = keyof S & string;

/** What is in each field, as typed. */
export type FormTexts<S extends SomeFormSpec> = Record<FieldName<S>, string>;

export type FormProblems<S extends SomeFormSpec> = Partial<Record<FieldName<S>, FieldProblem>>;

export interface FormCheck<S extends SomeFormSpec> {
  /** The inputs, when every field is usable. */
  inputs: InputsOf<S> | null;
  problems: FormProblems<S>;
}

export function fieldNames<S extends SomeFormSpec>(spec: S): FieldName<S>[] {
  return Object.keys(spec);
}

/** Reads every field; the inputs only when none has a problem. */
export function checkForm<S extends SomeFormSpec>(spec: S, texts: FormTexts<S>): FormCheck<S> {
  const values: Partial<Record<FieldName<S>, unknown>> = {};
  const problems: FormProblems<S> = {};
  for (const name of fieldNames(spec)) {
    const parsed = spec[name].parse(texts[name]);
    if (parsed.ok) values[name] = parsed.value;
    else problems[name] = parsed.problem;
  }
  // With no problem, every field has put in the value its own spec read.
  const complete = Object.keys(problems).length === 0;
  return { inputs: complete ? (values as InputsOf<S>) : null, problems };
}

/**
 * The fields whose text on the page differs from the form's own: what a visitor entered before
 * the calculator's scripts ran. A field the page does not hold is left out.
 */
export function enteredTexts<S extends SomeFormSpec>(
  spec: S,
  texts: FormTexts<S>,
  onPage: Partial<Record<FieldName<S>, string>>,
): Partial<FormTexts<S>> {
  const changes: Partial<FormTexts<S>> = {};
  for (const name of fieldNames(spec)) {
    const text = onPage[name];
    if (text !== undefined && text !== texts[name]) changes[name] = text;
  }
  return changes;
}

/** The fields' texts for a set of inputs. */
export function formTexts<S extends SomeFormSpec>(spec: S, inputs: InputsOf<S>): FormTexts<S> {
  const texts: Partial<FormTexts<S>> = {};
  for (const name of fieldNames(spec)) texts[name] = fieldText(spec, name, inputs);
  return texts as FormTexts<S>;
}

/** One field's value as its text. */
export function fieldText<S extends SomeFormSpec>(
  spec: S,
  name: FieldName<S>,
  inputs: InputsOf<S>,
): string {
  // The field's own spec wrote this value's type (InputsOf), so its text() takes it.
  return spec[name].text(inputs[name] as never);
}
