import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import { preloadLeadLibrary } from "../browser/leads/lazy-submissions";
import type { FieldErrors } from "../lib/leads/fields";
import { FORM_ENDPOINTS, HONEYPOT_FIELD, type FormId } from "../lib/leads/form-ids";
import { NETWORK_FAILURE } from "../lib/leads/response";
import type { LeadResult } from "../lib/leads/result";

/** idle → submitting → success | queued (saved for a retry) | failed (kept for another try). */
export type SubmissionStatus = "idle" | "submitting" | "success" | "queued" | "failed";

type FormValues<T> = { [K in keyof T]: string };

/**
 * A state the form opens in rather than idle and empty: what the catalogue sets from a story's
 * args, so that each state shows without anyone typing or clicking.
 */
export interface FormStart<T> {
  values?: Partial<T>;
  errors?: FieldErrors<Extract<keyof T, string>>;
  status?: SubmissionStatus;
  /** The answer a failed or queued submission got. */
  result?: LeadResult;
}

interface FormSubmissionOptions<T extends FormValues<T>> {
  /** Names the form in its hidden field and says where it posts without scripts. */
  formId: FormId;
  initial: T;
  /** The field rules; they may arrive with a library loaded on the first submission. */
  validate: (
    values: T,
  ) => FieldErrors<Extract<keyof T, string>> | Promise<FieldErrors<Extract<keyof T, string>>>;
  submit: (values: T) => Promise<LeadResult>;
  onSuccess?: (result: LeadResult) => void;
  /** Runs once the lead is sent or safely queued, after onSuccess. */
  onDone?: (result: LeadResult) => void;
  start?: FormStart<T>;
}

// false while the server's HTML is hydrated, true from the first render in the browser after it.
const noSubscription = () => () => undefined;
const hydrated = () => true;
const notHydrated = () => false;

/** What a control that holds a value is, of the form's elements. */
const isValueControl = (
  element: unknown,
): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The life of a lead form: values kept as typed, field problems shown inline with focus on the
 * first one, one submission at a time, values cleared only once the lead is sent or safely queued.
 *
 * Until the scripts run, the form is a plain HTML form posting to the site's endpoint with the
 * browser's own checks (docs/product.md#departures). Once they run it takes what the visitor typed
 * meanwhile, checks and sends by itself, and says so with noValidate.
 */
export function useFormSubmission<T extends FormValues<T>>({
  formId,
  initial,
  validate,
  submit,
  onSuccess,
  onDone,
  start,
}: FormSubmissionOptions<T>) {
  type Field = Extract<keyof T, string>;
  const [values, setValues] = useState<T>(() => ({ ...initial, ...start?.values }));
  const [errors, setErrors] = useState<FieldErrors<Field>>(start?.errors ?? {});
  const [status, setStatus] = useState<SubmissionStatus>(start?.status ?? "idle");
  const [result, setResult] = useState<LeadResult | null>(start?.result ?? null);
  const enhanced = useSyncExternalStore(noSubscription, hydrated, notHydrated);
  const formRef = useRef<HTMLFormElement | null>(null);
  const fields = useRef(Object.keys(initial) as Field[]);
  const submitting = status === "submitting";
  // One submission at a time, from the click until the answer, checks included.
  const busy = useRef(false);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  // What was typed before the scripts ran is in the fields, not yet in the state: taken over as
  // the form is attached (hydrated), so that what the visitor sees is what is checked and sent.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form) return;
    const typed: Partial<T> = {};
    for (const field of fields.current) {
      const control = form.elements.namedItem(field);
      if (isValueControl(control) && control.value) typed[field] = control.value as T[Field];
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
  }, []);

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

  /** What a field needs of one value: its name, value, a change with the new text, its problem. */
  const field = <K extends Field>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => setField(name, value as T[K]),
    problem: errors[name],
  });

  /** The field problems of what the form holds now, or null when the rules could not load. */
  async function problemsNow() {
    const check = (checked: T) => Promise.resolve(validate(checked)).catch(() => null);
    // The rules may arrive over the network: what was typed meanwhile is checked, not what was.
    let checked = latest.current;
    let problems = await check(checked);
    while (checked !== latest.current) {
      checked = latest.current;
      problems = await check(checked);
    }
    return { checked, problems };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await checkAndSend();
    } finally {
      busy.current = false;
    }
  }

  async function checkAndSend() {
    const { checked, problems } = await problemsNow();
    // Without the rules (offline, say), the browser's own checks of each field stand in.
    if (!problems && !formRef.current?.reportValidity()) return;
    setErrors(problems ?? {});
    const [first] = Object.keys(problems ?? {});
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
        : submit(checked)
    ).catch((): LeadResult => NETWORK_FAILURE);
    setResult(answer);
    if (answer.success || answer.queued) {
      setValues(initial);
      setStatus(answer.success ? "success" : "queued");
      if (answer.success) onSuccess?.(answer);
      onDone?.(answer);
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

  /** Spread on the form element. */
  const formProps = {
    ref: attachForm,
    method: "post",
    action: FORM_ENDPOINTS[formId],
    noValidate: enhanced,
    onSubmit: handleSubmit,
    // What a submission needs is fetched once the visitor reaches into the form.
    onFocus: preloadLeadLibrary,
    "aria-busy": submitting,
  } as const;

  return {
    values,
    setField,
    field,
    errors,
    status,
    result,
    submitting,
    enhanced,
    handleSubmit,
    reset,
    formRef,
    formProps,
  };
}
