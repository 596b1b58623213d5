import emails from "../../content/data/emails.json";
import forms from "../../content/data/forms.json";
import { DEFAULT_INTEREST } from "../lib/leads/lead-form";
import { isLeadSource } from "../lib/leads/sources";
import { SOURCE_LABELS } from "../lib/inbox/forms";

// The words for a lead's codes, wherever the owner reads them (the inbox's list and lead, the
// owner's emails, the CSV): the forms' own option labels, never the code they store.

/** An interest as the consultation form offers it ("AI automation"), never its code. */
export const interestLabel = (value: string): string =>
  forms.leadForm.interestOptions.find((option) => option.value === value)?.label ??
  (value === DEFAULT_INTEREST ? emails.owner.generalInterest : value);

/** The form a lead came from as the inbox names it ("Consultation request (home page)"). */
export const sourceLabel = (value: string): string =>
  isLeadSource(value) ? SOURCE_LABELS[value] : value;

/** A record's field as the owner reads it: a code in words, any other value as it is. */
export function codeLabel(field: string, value: string): string {
  if (field === "interest") return interestLabel(value);
  if (field === "source") return sourceLabel(value);
  return value;
}
