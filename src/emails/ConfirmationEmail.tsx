import { Button, Heading, Text } from "@react-email/components";
import { EmailFrame, emailText } from "./EmailFrame";
import { FieldTable } from "./FieldTable";
import type { Field } from "./lead-summary";
import type { Studio } from "./studio";

export interface ConfirmationEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** What was sent, read back. */
  receivedHeading: string;
  fields: readonly Field[];
  /** When the visitor will hear from us (docs/product.md#constants: within 24 hours). */
  promise: string;
  scheduleText: string;
  footer: string;
}

/** To a visitor who asked for a consultation or a call, or sent a message: what we have, and when. */
export function ConfirmationEmail(props: ConfirmationEmailProps) {
  const { studio } = props;
  return (
    <EmailFrame studio={studio} preview={props.preview} footer={props.footer}>
      <Heading as="h1" style={emailText.heading}>
        {props.heading}
      </Heading>
      <Text style={emailText.body}>{props.intro}</Text>
      <Text style={{ ...emailText.small, fontWeight: 700 }}>{props.receivedHeading}</Text>
      <FieldTable fields={props.fields} studio={studio} />
      <Text style={{ ...emailText.body, fontWeight: 600 }}>{props.promise}</Text>
      <Text style={emailText.body}>{props.scheduleText}</Text>
      <Button
        href={studio.schedule.url}
        style={{
          backgroundColor: studio.colours.brand,
          color: "#ffffff",
          borderRadius: "8px",
          padding: "12px 20px",
          fontWeight: 600,
          fontSize: "15px",
        }}
      >
        {studio.schedule.label}
      </Button>
    </EmailFrame>
  );
}
