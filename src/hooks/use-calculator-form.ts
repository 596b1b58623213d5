import { useCallback, useEffect, useMemo, useState } from "react";
import {
  checkForm,
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

/**
 * A calculator's fields: the texts as typed, their problems, and the inputs of the last moment
 * every field was valid, which the results are drawn from. Those inputs are written to the URL
 * once typing pauses, so the address bar always holds a result that can be shared.
 */
export function useCalculatorForm<S extends SomeFormSpec>(spec: S, initial: InputsOf<S>) {
  const [state, setState] = useState(() => ({ texts: formTexts(spec, initial), inputs: initial }));
  const { problems, inputs: current } = useMemo(
    () => checkForm(spec, state.texts),
    [spec, state.texts],
  );

  const setTexts = useCallback(
    (changes: Partial<FormTexts<S>>) =>
      setState((previous) => {
        const texts = { ...previous.texts, ...changes };
        return { texts, inputs: checkForm(spec, texts).inputs ?? previous.inputs };
      }),
    [spec],
  );

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
