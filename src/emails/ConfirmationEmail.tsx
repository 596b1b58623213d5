import { Text } from "@react-email/text";
import { EmailButton, EmailFrame, EmailOpening, emailText, type EmailLink } from "./EmailFrame";
import { FieldTable } from "./FieldTable";
import type { Field } from "./lead-summary";
import type { Studio } from "./studio";

export interface ConfirmationEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** What was sent, read back: only to an address its owner has confirmed (none, to a stranger). */
  receivedHeading: string;
  fields: readonly Field[];
  /** When the visitor will hear from us (docs/product.md#constants: within 24 hours). */
  promise: string;
  scheduleText: string;
  footer: string;
  unsubscribe?: EmailLink;
}

/** To a visitor who asked for a consultation or a call, or sent a message: what we have, and when. */
export function ConfirmationEmail(props: ConfirmationEmailProps) {
  const { studio } = props;
  return (
    <EmailFrame
      studio={studio}
      preview={props.preview}
      footer={props.footer}
      unsubscribe={props.unsubscribe}
    >
      <EmailOpening heading={props.heading} intro={props.intro} />
      {props.fields.length > 0 && (
        <>
          <Text style={{ ...emailText.small, fontWeight: 700 }}>{props.receivedHeading}</Text>
          <FieldTable fields={props.fields} studio={studio} />
        </>
      )}
      <Text style={{ ...emailText.body, fontWeight: 600 }}>{props.promise}</Text>
      <Text style={emailText.body}>{props.scheduleText}</Text>
      <EmailButton studio={studio} href={studio.schedule.url}>
        {studio.schedule.label}
      </EmailButton>
    </EmailFrame>
  );
}
