import { Text } from "@react-email/text";
import { EmailButton, EmailFrame, EmailOpening, emailText, type EmailLink } from "./EmailFrame";
import type { Studio } from "./studio";

export interface LinkEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** The one link the email is for; none when there is nothing to open (no data held). */
  link?: EmailLink;
  /** How long the link works and what to do if it was not asked for; or where else to look. */
  note: string;
  footer: string;
}

/**
 * An email whose point is one link that works for a while: a person's data (asked for at
 * /privacy/my-data), or the inbox's invitation and sign-in link. Without a link, the note says why.
 */
export function LinkEmail(props: LinkEmailProps) {
  const { studio, link } = props;
  return (
    <EmailFrame studio={studio} preview={props.preview} footer={props.footer}>
      <EmailOpening heading={props.heading} intro={props.intro} />
      {link && (
        <EmailButton studio={studio} href={link.url}>
          {link.label}
        </EmailButton>
      )}
      <Text style={emailText.small}>{props.note}</Text>
    </EmailFrame>
  );
}
