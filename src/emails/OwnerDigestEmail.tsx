import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { EmailFrame, emailText, type EmailLink } from "./EmailFrame";
import { FieldTable } from "./FieldTable";
import type { Field } from "./lead-summary";
import type { Studio } from "./studio";

export interface DigestGroup {
  label: string;
  /** One row per sign-up: the address, and when (or per overdue enquiry, or per form's figures). */
  signUps: readonly Field[];
  /** The number beside the label: the rows' by default; none when null. */
  count?: number | null;
  /** A line under the rows. */
  note?: string;
}

export interface OwnerDigestEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  groups: readonly DigestGroup[];
  footer: string;
  /** The inbox itself, at the foot. */
  inboxHome: EmailLink;
}

/**
 * To the owner once a day: the newsletter and download sign-ups, instead of an email each, then
 * the enquiries overdue for their reply and how the reply promise was kept last week.
 */
export function OwnerDigestEmail(props: OwnerDigestEmailProps) {
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
      <Text style={emailText.body}>{props.intro}</Text>
      {props.groups.map((group) => (
        <div key={group.label}>
          <Heading as="h2" style={{ ...emailText.heading, fontSize: "17px", margin: "16px 0 8px" }}>
            {group.label}
            {group.count === null ? "" : ` (${group.count ?? group.signUps.length})`}
          </Heading>
          <FieldTable fields={group.signUps} studio={props.studio} />
          {group.note && <Text style={emailText.body}>{group.note}</Text>}
        </div>
      ))}
    </EmailFrame>
  );
}
