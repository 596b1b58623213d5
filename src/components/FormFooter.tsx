import type { ReactNode } from "react";
import type { SubmissionNoticesCopy } from "../lib/content";
import { Honeypot } from "./Honeypot";
import { SubmissionNotice } from "./SubmissionNotice";

export interface FormFooterProps {
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: SubmissionNoticesCopy;
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

/** What ends every lead form: the bot trap, the failure notice when sending failed, the button. */
export function FormFooter({
  notices,
  contactEmail,
  failed,
  detail,
  inverted = false,
  children,
}: FormFooterProps) {
  return (
    <>
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
