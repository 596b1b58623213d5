import footer from "../../content/data/footer.json";
import forms from "../../content/data/forms.json";
import leadMagnets from "../../content/data/lead-magnets.json";
import { consentWording, type ConsentCopy, type ConsentWording } from "../lib/leads/consent";
import type { KindedRecord } from "../lib/leads/submission";

/** The marketing forms' words, from the content the forms render. */
export const CONSENT_COPY: ConsentCopy = {
  footerNewsletter: footer.newsletter,
  blogNewsletter: forms.blogNewsletter,
  sidebarMagnet: forms.sidebarMagnet,
  exitPopup: forms.exitPopup,
  magnets: leadMagnets.items,
};

/** What a new submission's visitor agreed to, when it is a marketing sign-up from our forms. */
export const consentFor = (submission: KindedRecord): ConsentWording | null =>
  consentWording(submission, CONSENT_COPY);
