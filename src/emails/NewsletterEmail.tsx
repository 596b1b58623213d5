import { Text } from "@react-email/text";
import {
  ConfirmBlock,
  EmailFrame,
  EmailOpening,
  emailText,
  type EmailConfirmation,
  type EmailLink,
} from "./EmailFrame";
import type { Studio } from "./studio";

export interface NewsletterEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** How to leave: the platform's link when one sends the newsletters, else ours. */
  leaving: string;
  footer: string;
  unsubscribe?: EmailLink;
  /** The button that confirms the sign-up, until its address is confirmed. */
  confirm?: EmailConfirmation;
}

/** To a new subscriber: what to expect, and how to stop it. */
export function NewsletterEmail(props: NewsletterEmailProps) {
  return (
    <EmailFrame
      studio={props.studio}
      preview={props.preview}
      footer={props.footer}
      unsubscribe={props.unsubscribe}
    >
      <EmailOpening heading={props.heading} intro={props.intro} />
      {props.confirm && <ConfirmBlock studio={props.studio} confirm={props.confirm} />}
      <Text style={emailText.body}>{props.leaving}</Text>
    </EmailFrame>
  );
}
