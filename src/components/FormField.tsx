import { Box, chakra, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import type { LeadProblem } from "../lib/leads/types";
import { Icon } from "./Icon";

/** What a control inside a field needs to be tied to its label and error. */
export interface FieldControlProps {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FormFieldProps {
  /** The control's name in the submitted form. */
  name: string;
  /** The field's visible label. */
  label: string;
  /** Marks the field required (an asterisk, and the browser's own check). */
  required?: boolean;
  /** The word read out after the asterisk of a required field. */
  requiredText?: string;
  /** A line of help under the label, read with the field. */
  hint?: string;
  /** Why the value was refused, shown under the field. */
  problem?: LeadProblem;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** Draws the control from the ids and attributes the field gives it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, its control, an optional hint and the field's inline error, tied together for assistive
 * technology.
 */
export function FormField({
  name,
  label,
  required = false,
  requiredText = "required",
  hint,
  problem,
  inverted = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(" ");
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
        {required && (
          <>
            <chakra.span aria-hidden="true" color={inverted ? "accent.300" : "fg.error"} ms="1">
              *
            </chakra.span>
            <chakra.span srOnly> ({requiredText})</chakra.span>
          </>
        )}
      </chakra.label>
      {children({
        id,
        name,
        required,
        "aria-invalid": problem ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <Text id={hintId} fontSize="xs" color={inverted ? "fg.invertedMuted" : "fg.muted"} mt="1">
          {hint}
        </Text>
      )}
      {problem && (
        <Text
          id={errorId}
          display="flex"
          gap="1.5"
          alignItems="flex-start"
          fontSize="sm"
          mt="1.5"
          color={inverted ? "danger.200" : "fg.error"}
        >
          <Icon name="alert" boxSize="4" mt="0.5" />
          {problem.error}
        </Text>
      )}
    </Box>
  );
}
