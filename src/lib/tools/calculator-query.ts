// A calculator's inputs in the URL query, so a result can be shared and reopened. Each field
// has a short parameter name of its own (listed in roi.ts and mrr.ts); other parameters, such as
// the Advanced tools page's ?tool=, are kept as they are.
import { writeQueryParam } from "../query-param";
import {
  fieldNames,
  fieldText,
  type FormProblems,
  type FormTexts,
  type InputsOf,
  type SomeFormSpec,
} from "./calculator-form";

/**
 * The inputs a query string describes. A parameter that is missing, empty or not a usable value
 * falls back to the default for that field alone.
 */
export function readFormQuery<S extends SomeFormSpec>(
  spec: S,
  search: string,
  defaults: InputsOf<S>,
): InputsOf<S> {
  return formFromQuery(spec, search, defaults).inputs;
}

/** The query string with every input set, other parameters kept; "" or starting with "?". */
export function writeFormQuery<S extends SomeFormSpec>(
  spec: S,
  search: string,
  inputs: InputsOf<S>,
): string {
  return fieldNames(spec).reduce(
    (query, name) => writeQueryParam(query, spec[name].param, fieldText(spec, name, inputs)),
    search,
  );
}

/** The parameter names a calculator uses, e.g. for a page that clears them. */
export function formQueryParams<S extends SomeFormSpec>(spec: S): string[] {
  return fieldNames(spec).map((name) => spec[name].param);
}

/** A form as a query string fills it: what each field shows, its problems, and the inputs. */
export interface FormFromQuery<S extends SomeFormSpec> {
  /** A usable value as the form writes it, an unusable one as it came, else the default's. */
  texts: FormTexts<S>;
  /** The fields whose text is not usable; a choice no longer offered is not one (see inputs). */
  problems: FormProblems<S>;
  /** As readFormQuery reads them: the results' source, a field's default where it has a problem. */
  inputs: InputsOf<S>;
}

/**
 * What a calculator shows for a query: the page the server renders for a form sent without
 * scripts, and the scripted calculator opened from the same address. The first of a repeated
 * parameter counts, as URLSearchParams.get reads it in the browser.
 */
export function formFromQuery<S extends SomeFormSpec>(
  spec: S,
  search: string,
  defaults: InputsOf<S>,
): FormFromQuery<S> {
  const params = new URLSearchParams(search);
  const inputs = { ...defaults };
  const texts: Partial<FormTexts<S>> = {};
  const problems: FormProblems<S> = {};
  for (const name of fieldNames(spec)) {
    const text = params.get(spec[name].param);
    const parsed = text === null ? null : spec[name].parse(text);
    // The field's own spec read the value, so it is of that field's type.
    if (parsed?.ok) inputs[name] = parsed.value as InputsOf<S>[typeof name];
    if (text !== null && parsed && !parsed.ok && parsed.problem !== "notAnOption") {
      texts[name] = text;
      problems[name] = parsed.problem;
    } else {
      texts[name] = fieldText(spec, name, inputs);
    }
  }
  // Every field has put in its text above.
  return { texts: texts as FormTexts<S>, problems, inputs };
}
