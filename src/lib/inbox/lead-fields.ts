import type { ContactDraft } from "../leads/contact";
import type { LeadRecord } from "../leads/lead-record";
import type { KindedRecord } from "../leads/submission";

// Every field a stored submission holds, labelled for the owner, in the form's order. A field
// the visitor left empty is left out; lists are one item a line; a code is put in words by the
// caller's `label` (src/emails/labels.ts reads them from the forms' texts).

/** A field's value in the owner's words ("AI automation" for the code "automation"). */
export type CodeLabel = (field: string, value: string) => string;

/** A labelled value as the lead page shows it. */
export interface LeadField {
  /** The record's own name for the field (for a test, or a key). */
  name: string;
  label: string;
  value: string;
}

const LEAD_LABELS: Record<keyof LeadRecord, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  interest: "Interest",
  message: "Message",
  source: "Form",
  leadMagnet: "Guide asked for",
  assessmentScore: "Assessment score",
  recommendations: "Recommendations sent",
  type: "Type",
  tags: "Tags",
};

const CONTACT_LABELS: Record<keyof ContactDraft, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  website: "Website",
  subject: "Subject",
  budget: "Budget",
  howHeard: "How they heard of us",
  message: "Message",
};

function shown(name: string, value: unknown, label: CodeLabel): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("\n");
  return label(name, String(value));
}

function labelled<R extends object>(
  record: R,
  labels: Record<keyof R, string>,
  label: CodeLabel,
): LeadField[] {
  return (Object.keys(labels) as (keyof R & string)[]).flatMap((name) => {
    const value = shown(name, record[name], label);
    return value ? [{ name, label: labels[name], value }] : [];
  });
}

/** The record's fields that hold something, labelled, in the form's order. */
export function leadFields(submission: KindedRecord, label: CodeLabel): LeadField[] {
  return submission.kind === "contact"
    ? labelled(submission.record, CONTACT_LABELS, label)
    : labelled(submission.record, LEAD_LABELS, label);
}
