import footer from "../../../content/data/footer.json";
import forms from "../../../content/data/forms.json";
import leadMagnets from "../../../content/data/lead-magnets.json";
import { submissionRule } from "../retention";
import { leadPurpose } from "./lead-purpose";

// What a visitor agreed to when they signed up for marketing (UK GDPR art. 7(1)): the form, the
// words it showed around its button, and a version of those words. Read from the same content the
// form renders, so the record and the page cannot differ. The page and the time are the
// submission's own.

/** The words a form showed, as kept with the sign-up. */
export interface ConsentWording {
  /** The form, by the source it sends. */
  form: string;
  /** The form's heading, text and button, one per line, as shown. */
  wording: string;
  /** Changes whenever the wording does: sign-ups under the same words share it. */
  version: string;
}

/** A sign-up's consent as the owner can show it: what was shown, where and when. */
export interface ConsentRecord extends ConsentWording {
  /** The page the form was on, when the browser said. */
  page: string | null;
  /** When the visitor pressed the button (the time we received it). */
  at: string;
}

const button = (label: string): string => `[${label}]`;

const magnetTitle = (id: unknown): string | undefined =>
  leadMagnets.items.find((magnet) => magnet.id === id)?.title;

/** Each marketing form's lines, by the source it sends; the record picks the exit popup's choice. */
const FORM_LINES: Record<string, (record: Record<string, unknown>) => string[]> = {
  footer_newsletter: () => [
    footer.newsletter.heading,
    footer.newsletter.text,
    button(footer.newsletter.button),
  ],
  blog_newsletter: () => [
    forms.blogNewsletter.heading,
    forms.blogNewsletter.text,
    button(forms.blogNewsletter.button),
  ],
  sidebar_lead_magnet: () => [
    magnetTitle("scaling-guide") ?? "",
    button(forms.sidebarMagnet.button),
    forms.sidebarMagnet.privacy,
  ],
  exit_intent_popup: (record) => [
    forms.exitPopup.heading,
    forms.exitPopup.text,
    `${forms.exitPopup.choiceLegend}: ${magnetTitle(record.leadMagnet) ?? ""}`,
    button(forms.exitPopup.button),
  ],
};

/** FNV-1a, 32 bits, as 8 hex digits: short, stable, and enough to tell wordings apart. */
export function wordingVersion(wording: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < wording.length; index += 1) {
    hash ^= wording.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The consent a marketing sign-up gave, from the form it came from; null for anything else (a
 * request someone waits on is not marketing) and for a source no form of ours sends.
 */
export function consentWording(
  kind: "lead" | "contact",
  record: Record<string, unknown>,
): ConsentWording | null {
  if (submissionRule(leadPurpose(kind, record)) !== "marketing") return null;
  const source = typeof record.source === "string" ? record.source : "";
  const lines = Object.hasOwn(FORM_LINES, source) ? FORM_LINES[source]?.(record) : undefined;
  if (!lines) return null;
  const wording = lines.filter(Boolean).join("\n");
  return { form: source, wording, version: wordingVersion(wording) };
}
