import { FormField } from "../components/FormField";
import { SelectInput } from "../components/SelectInput";

export interface ChoiceFieldProps<Option extends string> {
  name: string;
  label: string;
  hint?: string;
  /** The chosen option, as the form holds it. */
  value: string;
  /** The choices in the order shown, each with its words in `optionLabels`. */
  options: readonly Option[];
  optionLabels: Record<Option, string>;
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
