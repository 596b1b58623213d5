import { chakra } from "@chakra-ui/react";

export interface SelectBoxProps {
  /** What the box selects, for a screen reader ("Select Aoife Byrne"). */
  label: string;
  /** Whether it is selected. */
  checked: boolean;
  /** Called with the new state when it is pressed. */
  onChange: (checked: boolean) => void;
  /** Some but not all of what it stands for are selected. */
  mixed?: boolean;
}

/** A native checkbox at the size of a touch target's heart, in the brand's colour. */
export function SelectBox({ label, checked, onChange, mixed = false }: SelectBoxProps) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = mixed;
      }}
      onChange={(event) => onChange(event.target.checked)}
      boxSize="5"
      flexShrink="0"
      accentColor="var(--chakra-colors-brand-600)"
      cursor="pointer"
    />
  );
}
