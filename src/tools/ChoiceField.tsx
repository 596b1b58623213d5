import { FormField } from "../components/FormField";
import { SelectInput } from "../components/SelectInput";

export interface ChoiceFieldProps<Option extends string> {
  /** The control's name in the form. */
  name: string;
  /** The field's visible label. */
  label: string;
  /** A line of help under the label. */
  hint?: string;
  /** The chosen option, as the form holds it. */
  value: string;
  /** The choices in the order shown, each with its words in `optionLabels`. */
  options: readonly Option[];
  /** Each option's words. */
  optionLabels: Record<Option, string>;
  /** Called with the option the visitor picks. */
  onChange: (option: string) => void;
}

/** A calculator's choice among a fixed list (the automation type, the automation level). */
export function ChoiceField<Option extends string>({
  name,
  label,
  hint,
  value,
  options,
  optionLabels,
  onChange,
}: ChoiceFieldProps<Option>) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {(control) => (
        <SelectInput {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels[option]}
            </option>
          ))}
        </SelectInput>
      )}
    </FormField>
  );
}
