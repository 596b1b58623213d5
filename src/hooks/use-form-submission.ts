import { useCallback, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "../lib/leads/fields";
import { NETWORK_FAILURE } from "../lib/leads/response";
import type { LeadResult } from "../lib/leads/result";
import { HONEYPOT_FIELD } from "../lib/leads/fields";

/** idle → submitting → success | queued (saved for a retry) | failed (kept for another try). */
type SubmissionStatus = "idle" | "submitting" | "success" | "queued" | "failed";

interface FormSubmissionOptions<T extends object> {
  initial: T;
  validate: (values: T) => FieldErrors<Extract<keyof T, string>>;
  submit: (values: T) => Promise<LeadResult>;
  onSuccess?: (result: LeadResult) => void;
}

/**
 * The life of a lead form: values kept as typed, field problems shown inline with focus on the
 * first one, one submission at a time, values cleared only once the lead is sent or safely queued.
 */
export function useFormSubmission<T extends object>({
  initial,
  validate,
  submit,
  onSuccess,
}: FormSubmissionOptions<T>) {
  type Field = Extract<keyof T, string>;
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<SubmissionStatus>("idle");
  const [result, setResult] = useState<LeadResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = status === "submitting";

  const setField = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A problem disappears as soon as the visitor changes the field it is about.
    setErrors((current) =>
      field in current
        ? (Object.fromEntries(
            Object.entries(current).filter(([key]) => key !== field),
          ) as FieldErrors<Field>)
        : current,
    );
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = validate(values);
    setErrors(problems);
    const [first] = Object.keys(problems);
    if (first) {
      const control = formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setStatus("submitting");
    // A filled honeypot is a bot: it is shown success and nothing is sent.
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const answer = await (
      trap instanceof HTMLInputElement && trap.value
        ? Promise.resolve<LeadResult>({ success: true })
        : submit(values)
    ).catch((): LeadResult => NETWORK_FAILURE);
    setResult(answer);
    if (answer.success || answer.queued) {
      setValues(initial);
      setStatus(answer.success ? "success" : "queued");
      if (answer.success) onSuccess?.(answer);
    } else {
      setStatus("failed");
    }
  }

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    setResult(null);
    setStatus("idle");
  }, [initial]);

  return { values, setField, errors, status, result, submitting, handleSubmit, reset, formRef };
}
