import { submissionRule } from "../retention";
import type { LeadRecord } from "./lead-record";
import { leadPurpose } from "./lead-purpose";
import type { KindedRecord } from "./submission";

// What a visitor agreed to when they signed up for marketing (UK GDPR art. 7(1)): the form, the
// words it showed around its button, and a version of those words. Given the same content the
// form renders (src/server/consent.ts), so the record and the page cannot differ. The page and
// the time are the submission's own.

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

/** The words of the marketing forms, as content gives them. */
export interface ConsentCopy {
  footerNewsletter: { heading: string; text: string; button: string };
  blogNewsletter: { heading: string; text: string; button: string };
  sidebarMagnet: { button: string; privacy: string };
  exitPopup: { heading: string; text: string; choiceLegend: string; button: string };
  magnets: readonly { id: string; title: string }[];
}

const button = (label: string): string => `[${label}]`;

/** Each marketing form's lines, by the source it sends; the record picks the exit popup's choice. */
function formLines(source: string, record: LeadRecord, copy: ConsentCopy): string[] | null {
  const magnetTitle = (id: unknown) => copy.magnets.find((magnet) => magnet.id === id)?.title;
  const { footerNewsletter: footer, blogNewsletter: blog, sidebarMagnet, exitPopup } = copy;
  switch (source) {
    case "footer_newsletter":
      return [footer.heading, footer.text, button(footer.button)];
    case "blog_newsletter":
      return [blog.heading, blog.text, button(blog.button)];
    case "sidebar_lead_magnet":
      return [
        magnetTitle("scaling-guide") ?? "",
        button(sidebarMagnet.button),
        sidebarMagnet.privacy,
      ];
    case "exit_intent_popup":
      return [
        exitPopup.heading,
        exitPopup.text,
        `${exitPopup.choiceLegend}: ${magnetTitle(record.leadMagnet) ?? ""}`,
        button(exitPopup.button),
      ];
    default:
      return null;
  }
}

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
export function consentWording(submission: KindedRecord, copy: ConsentCopy): ConsentWording | null {
  if (submission.kind !== "lead" || submissionRule(leadPurpose(submission)) !== "marketing") {
    return null;
  }
  const source = submission.record.source ?? "";
  const lines = formLines(source, submission.record, copy);
  if (!lines) return null;
  const wording = lines.filter(Boolean).join("\n");
  return { form: source, wording, version: wordingVersion(wording) };
}
