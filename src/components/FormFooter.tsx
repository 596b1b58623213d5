import type { ReactNode } from "react";
import { FORM_ID_FIELD, type FormId } from "../lib/leads/form-ids";
import { Honeypot } from "./Honeypot";
import { SubmissionNotice } from "./SubmissionNotice";

export interface FormFooterProps {
  /** Names the form for a post made without scripts. */
  formId: FormId;
  /** Values the form sends that the visitor does not type (a score, its recommendations). */
  hiddenFields?: Record<string, string | readonly string[]>;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** The last submission failed: show why and how else to reach us. */
  failed: boolean;
  /** The server's own words for the failure, when it gave any. */
  detail?: string;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** The submit button, when it is not beside the field. */
  children?: ReactNode;
}

/**
 * What ends every lead form: its name and hidden values for a post without scripts, the bot trap,
 * the failure notice when sending failed, the button.
 */
export function FormFooter({
  formId,
  hiddenFields = {},
  notices,
  contactEmail,
  failed,
  detail,
  inverted = false,
  children,
}: FormFooterProps) {
  return (
    <>
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      {Object.entries(hiddenFields).flatMap(([name, value]) =>
        (typeof value === "string" ? [value] : value).map((item, index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
        )),
      )}
      <Honeypot />
      {failed && (
        <SubmissionNotice
          copy={notices}
          detail={detail}
          contactEmail={contactEmail}
          inverted={inverted}
        />
      )}
      {children}
    </>
  );
}
