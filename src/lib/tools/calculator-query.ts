// A calculator's inputs in the URL query, so a result can be shared and reopened. Each field
// has a short parameter name of its own (listed in roi.ts and mrr.ts); other parameters, such as
// the Advanced tools page's ?tool=, are kept as they are.
import { writeQueryParam } from "../query-param";
import { fieldNames, fieldText, type InputsOf, type SomeFormSpec } from "./calculator-form";

/**
 * The inputs a query string describes. A parameter that is missing, empty or not a usable value
 * falls back to the default for that field alone.
 */
export function readFormQuery<S extends SomeFormSpec>(
  spec: S,
  search: string,
  defaults: InputsOf<S>,
): InputsOf<S> {
  const params = new URLSearchParams(search);
  const inputs = { ...defaults };
  for (const name of fieldNames(spec)) {
    const text = params.get(spec[name].param);
    const parsed = text === null ? null : spec[name].parse(text);
    // The field's own spec read the value, so it is of that field's type.
    if (parsed?.ok) inputs[name] = parsed.value as InputsOf<S>[typeof name];
  }
  return inputs;
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
