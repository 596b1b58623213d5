import type { ContactDraft } from "../leads/contact";
import type { LeadRecord } from "../leads/lead-record";
import type { KindedRecord } from "../leads/submission";
import { codeLabel } from "./labels";

// Every field a stored submission holds, labelled for the owner, in the form's order. A field
// the visitor left empty is left out; lists are one item a line.

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

function shown(name: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("\n");
  return codeLabel(name, String(value));
}

function labelled<R extends object>(record: R, labels: Record<keyof R, string>): LeadField[] {
  return (Object.keys(labels) as (keyof R & string)[]).flatMap((name) => {
    const value = shown(name, record[name]);
    return value ? [{ name, label: labels[name], value }] : [];
  });
}

/** The record's fields that hold something, labelled, in the form's order. */
export function leadFields(submission: KindedRecord): LeadField[] {
  return submission.kind === "contact"
    ? labelled(submission.record, CONTACT_LABELS)
    : labelled(submission.record, LEAD_LABELS);
}
