import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  checkForm,
  enteredTexts,
  fieldNames,
  formTexts,
  type FieldName,
  type FormTexts,
  type InputsOf,
  type SomeFormSpec,
} from "../lib/tools/calculator-form";
import { writeFormQuery } from "../lib/tools/calculator-query";
import { replaceCalculatorQuery } from "./use-calculator-query";

/** How long the address bar waits for typing to pause (browsers limit history writes). */
const URL_DELAY_MS = 400;

interface FormState<S extends SomeFormSpec> {
  texts: FormTexts<S>;
  inputs: InputsOf<S>;
}

/** The state with some texts changed; the inputs follow only when every field is usable. */
function withTexts<S extends SomeFormSpec>(
  spec: S,
  previous: FormState<S>,
  changes: Partial<FormTexts<S>>,
): FormState<S> {
  const texts = { ...previous.texts, ...changes };
  return { texts, inputs: checkForm(spec, texts).inputs ?? previous.inputs };
}

/** What each of the form's fields holds on the page, by name. */
function valuesOnPage<S extends SomeFormSpec>(
  spec: S,
  form: HTMLFormElement,
): Partial<Record<FieldName<S>, string>> {
  const values: Partial<Record<FieldName<S>, string>> = {};
  for (const name of fieldNames(spec)) {
    const control = form.elements.namedItem(spec[name].param);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
      values[name] = control.value;
  }
  return values;
}

/**
 * A calculator's fields: the texts as typed, their problems, and the inputs of the last moment
 * every field was valid, which the results are drawn from. Those inputs are written to the URL
 * once typing pauses, so the address bar always holds a result that can be shared. The form
 * element goes in `formRef`: what the visitor entered in it before it hydrated counts.
 */
export function useCalculatorForm<S extends SomeFormSpec>(
  spec: S,
  initial: InputsOf<S>,
  /** What the fields show at first, when not the initial inputs' texts (a URL's unusable value). */
  initialTexts?: FormTexts<S>,
) {
  const [state, setState] = useState<FormState<S>>(() => ({
    texts: initialTexts ?? formTexts(spec, initial),
    inputs: initial,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const { problems, inputs: current } = useMemo(
    () => checkForm(spec, state.texts),
    [spec, state.texts],
  );

  const setTexts = useCallback(
    (changes: Partial<FormTexts<S>>) => setState((previous) => withTexts(spec, previous, changes)),
    [spec],
  );

  useEffect(() => {
    // A calculator below the fold hydrates late, and React keeps what the page shows: a choice
    // or figure entered before then is on screen and must count (docs/product.md#calculators-and-quizzes).
    const form = formRef.current;
    if (!form) return;
    const onPage = valuesOnPage(spec, form);
    setState((previous) => {
      const changes = enteredTexts(spec, previous.texts, onPage);
      return Object.keys(changes).length === 0 ? previous : withTexts(spec, previous, changes);
    });
  }, [spec]);

  const setText = useCallback(
    (name: FieldName<S>, text: string) =>
      // One field's change, as a partial record of the texts.
      setTexts({ [name]: text } as Partial<FormTexts<S>>),
    [setTexts],
  );

  const { inputs } = state;
  useEffect(() => {
    // Until the visitor changes something, the URL is left as the page was opened.
    if (inputs === initial) return;
    const timer = window.setTimeout(
      () => replaceCalculatorQuery(writeFormQuery(spec, window.location.search, inputs)),
      URL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [spec, inputs, initial]);

  return {
    /** For the calculator's form element. */
    formRef,
    texts: state.texts,
    problems,
    /** The last valid inputs: the results' source. */
    inputs,
    /** Some field has a problem, so the results are those of earlier figures. */
    stale: current === null,
    setText,
    setTexts,
  };
}
