import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { EmailButton, EmailFrame, emailText, type EmailLink } from "./EmailFrame";
import { FieldTable } from "./FieldTable";
import type { Field } from "./lead-summary";
import type { Studio } from "./studio";

export interface OwnerLeadEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  /** Everything the visitor gave, then where and when, and the lead's id. */
  fields: readonly Field[];
  promise: string;
  /** The lead in the owner's inbox. */
  inbox: EmailLink;
  footer: string;
  /** The inbox itself, at the foot. */
  inboxHome: EmailLink;
}

/** To the owner, within seconds of a lead someone is waiting on; a reply goes to the visitor. */
export function OwnerLeadEmail(props: OwnerLeadEmailProps) {
  return (
    <EmailFrame
      studio={props.studio}
      preview={props.preview}
      footer={props.footer}
      inbox={props.inboxHome}
    >
      <Heading as="h1" style={emailText.heading}>
        {props.heading}
      </Heading>
      <Text style={{ ...emailText.body, fontWeight: 600 }}>{props.promise}</Text>
      {/* A margin of its own: the button is a link, which mail apps give no block margin. */}
      <Section style={{ margin: "0 0 24px" }}>
        <EmailButton studio={props.studio} href={props.inbox.url}>
          {props.inbox.label}
        </EmailButton>
      </Section>
      <FieldTable fields={props.fields} studio={props.studio} />
    </EmailFrame>
  );
}
