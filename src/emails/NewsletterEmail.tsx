import { Text } from "@react-email/components";
import { EmailFrame, EmailOpening, emailText } from "./EmailFrame";
import type { Studio } from "./studio";

export interface NewsletterEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** How to leave: the platform's link when one sends the newsletters, else a reply. */
  unsubscribe: string;
  footer: string;
}

/** To a new subscriber: what to expect, and how to stop it. */
export function NewsletterEmail(props: NewsletterEmailProps) {
  return (
    <EmailFrame studio={props.studio} preview={props.preview} footer={props.footer}>
      <EmailOpening heading={props.heading} intro={props.intro} />
      <Text style={emailText.body}>{props.unsubscribe}</Text>
    </EmailFrame>
  );
}
