import { FormField } from "../components/FormField";
import { TextInput } from "../components/TextInput";

export interface NumberFieldProps {
  /** The control's name: the calculator focuses it by name when it has a problem. */
  name: string;
  /** The field's visible label. */
  label: string;
  /** A line of help under the label. */
  hint?: string;
  /** What the visitor typed, kept as typed even when it is not a usable number. */
  value: string;
  /** The field's problem in words; marks the control invalid and describes it. */
  error?: string;
  /** "numeric" brings up a digits keypad for whole numbers. */
  inputMode?: "decimal" | "numeric";
  /** Called with the text as the visitor types. */
  onChange: (text: string) => void;
}

/**
 * A calculator's number input. A text input rather than type="number", which would throw away
 * "£50,000", round what it cannot show and change the value on a scroll; the calculator reads
 * the text and says what is wrong with it. No min or max attributes: the only limits are the
 * ones the field's message explains.
 */
export function NumberField({
  name,
  label,
  hint,
  value,
  error,
  inputMode = "decimal",
  onChange,
}: NumberFieldProps) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      // FormField shows a problem's error; a calculator's has no separate hint for logs.
      problem={error ? { error, hint: error } : undefined}
    >
      {(control) => (
        <TextInput
          {...control}
          required={false}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          fontVariantNumeric="tabular-nums"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
