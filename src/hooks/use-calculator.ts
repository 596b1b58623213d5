import type {
  FieldName,
  FormTexts,
  InputsOf,
  NumberFieldSpec,
  SomeFieldSpec,
  SomeFormSpec,
} from "../lib/tools/calculator-form";
import { fieldMessage } from "../lib/tools/field-message";
import { useCalculatorForm } from "./use-calculator-form";
import { useInputTracking, type InputEvent } from "./use-calculator-tracking";

/** The names of a calculator's fields that take a number. */
type NumberFieldName<S extends SomeFormSpec> = {
  [K in FieldName<S>]: S[K] extends NumberFieldSpec ? K : never;
}[FieldName<S>];

const isNumberField = (spec: SomeFieldSpec): spec is SomeFieldSpec & NumberFieldSpec =>
  "rule" in spec;

interface CalculatorOptions<S extends SomeFormSpec> {
  /** What the fields show at first, when not the initial inputs' texts. */
  initialTexts?: FormTexts<S>;
  /** The analytics event sent with each value a field settles on. */
  inputEvent: InputEvent;
  /** Each field's label and hint. */
  words: Record<FieldName<S>, Queries.CalculatorField>;
  /** The words for a field's problem, by kind of number. */
  fieldMessages: Queries.CalculatorFieldMessagesByKind;
}

/**
 * What the MRR and ROI calculators share: their form's state, each change tracked once typing
 * pauses, and the props of each field with its words and problem.
 */
export function useCalculator<S extends SomeFormSpec>(
  spec: S,
  initial: InputsOf<S>,
  { initialTexts, inputEvent, words, fieldMessages }: CalculatorOptions<S>,
) {
  const form = useCalculatorForm(spec, initial, initialTexts);
  const trackInput = useInputTracking(inputEvent);

  function change(name: FieldName<S>, text: string) {
    form.setText(name, text);
    // Only usable values are sent: a half-typed or mistyped entry is not a figure to report.
    const parsed = spec[name].parse(text);
    if (parsed.ok && (typeof parsed.value === "number" || typeof parsed.value === "string"))
      trackInput(name, parsed.value);
  }

  /**
   * A field's name (its URL parameter, so that the form sent without scripts asks for the same
   * address), words, text and change: the props of a ChoiceField, less its options.
   */
  const field = (name: FieldName<S>) => ({
    name: spec[name].param,
    label: words[name].label,
    hint: words[name].hint,
    value: form.texts[name],
    onChange: (text: string) => change(name, text),
  });

  /** The props of a NumberField: the field, its problem in words and its keypad. */
  const numberField = (name: NumberFieldName<S>) => {
    const fieldSpec = spec[name];
    const rule = isNumberField(fieldSpec) ? fieldSpec.rule : undefined;
    return {
      ...field(name),
      error: rule && fieldMessage(fieldMessages, rule, form.problems[name]),
      inputMode: rule?.decimals === 0 ? ("numeric" as const) : ("decimal" as const),
    };
  };

  return { ...form, field, numberField };
}
