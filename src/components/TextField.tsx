import { Flex } from "@chakra-ui/react";
import type { ChangeEvent, ReactNode } from "react";
import type { LeadProblem } from "../lib/leads/types";
import { FormField } from "./FormField";
import { TextArea } from "./TextArea";
import { TextInput } from "./TextInput";

export interface TextFieldProps {
  /** The control's name in the submitted form. */
  name: string;
  /** The field's visible label. */
  label: string;
  /** The text typed so far. */
  value: string;
  /** Called with the new text as the visitor types. */
  onChange: (value: string) => void;
  /** Why the value was refused, shown under the field; none while it is valid. */
  problem?: LeadProblem;
  /** The input's type: text, email, tel or url. */
  type?: "text" | "email" | "tel" | "url";
  /**
   * The keyboard a phone shows; "url" for a web address kept as text, so that the browser's own
   * check (without scripts) does not refuse a bare domain the site accepts.
   */
  inputMode?: "url";
  /** A line of help under the label, read with the field. */
  hint?: string;
  /** What the browser may fill in (name, email, organization...). */
  autoComplete?: string;
  /** Lines shown at once; given, the field takes several lines of text. */
  rows?: number;
  /** An example shown while the field is empty. */
  placeholder?: string;
  /** Marks the field required (an asterisk, and the browser's own check). */
  required?: boolean;
  /** The word read out after the asterisk of a required field. */
  requiredText?: string;
  /** Greyed out and not editable, e.g. while the form is sending. */
  disabled?: boolean;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** Drawn beside the input from the small breakpoint up (a newsletter's button). */
  action?: ReactNode;
}

/** One row of a form's table of text fields: what differs from one field to the next. */
export type TextFieldRow<Name extends string> = Pick<
  TextFieldProps,
  "type" | "inputMode" | "autoComplete" | "required"
> & { name: Name };

/**
 * A labelled text field of a form: one line, or several with rows. An email sign-up passes its
 * button as action to draw it beside the input on wider screens.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  problem,
  type = "text",
  inputMode,
  hint,
  autoComplete,
  rows,
  placeholder,
  required = false,
  requiredText,
  disabled,
  inverted = false,
  action,
}: TextFieldProps) {
  return (
    <FormField
      name={name}
      label={label}
      required={required}
      requiredText={requiredText}
      hint={hint}
      problem={problem}
      inverted={inverted}
    >
      {(control) => {
        const shared = {
          ...control,
          placeholder,
          value,
          disabled,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
        };
        if (rows) return <TextArea {...shared} rows={rows} />;
        const input = (
          <TextInput
            {...shared}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            variant={inverted ? "inverted" : "outline"}
          />
        );
        if (action === undefined) return input;
        return (
          <Flex direction={{ base: "column", sm: "row" }} gap="2">
            {input}
            {action}
          </Flex>
        );
      }}
    </FormField>
  );
}
