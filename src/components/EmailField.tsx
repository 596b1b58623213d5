import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { LeadProblem } from "../lib/leads/types";
import { FormField } from "./FormField";
import { TextInput } from "./TextInput";

export interface EmailFieldProps {
  /** The field's visible label. */
  label: string;
  /** The email typed so far. */
  value: string;
  /** Called with the new text as the visitor types. */
  onChange: (value: string) => void;
  /** An example address shown while the field is empty. */
  placeholder?: string;
  /** Why the address was refused, shown under the field; none while it is valid. */
  problem?: LeadProblem;
  /** Marks the field required (an asterisk, and the browser's own check). */
  required?: boolean;
  /** Greyed out and not editable, e.g. while the form is sending. */
  disabled?: boolean;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** Drawn beside the input from the small breakpoint up (the newsletter's button). */
  action?: ReactNode;
}

/** The email field of the forms that ask for an email alone. */
export function EmailField({
  label,
  value,
  onChange,
  placeholder,
  problem,
  required = false,
  disabled = false,
  inverted = false,
  action,
}: EmailFieldProps) {
  return (
    <FormField name="email" label={label} required={required} problem={problem} inverted={inverted}>
      {(control) => (
        <Flex direction={{ base: "column", sm: "row" }} gap="2">
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            placeholder={placeholder}
            value={value}
            disabled={disabled}
            variant={inverted ? "inverted" : "outline"}
            onChange={(event) => onChange(event.target.value)}
          />
          {action}
        </Flex>
      )}
    </FormField>
  );
}
