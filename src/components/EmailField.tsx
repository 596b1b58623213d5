import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { LeadProblem } from "../lib/leads/types";
import { FormField } from "./FormField";
import { TextInput } from "./TextInput";

export interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  problem?: LeadProblem;
  required?: boolean;
  disabled?: boolean;
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
