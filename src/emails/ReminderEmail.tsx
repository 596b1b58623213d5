import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { EmailFrame, emailText, type EmailLink } from "./EmailFrame";
import type { Studio } from "./studio";

/** One enquiry a reminder lists. */
export interface RemindedLead {
  id: string;
  /** Who it is from, in a few words. */
  who: string;
  /** What it asked for, as the inbox names it. */
  form: string;
  received: string;
  due: string;
  /** Its page in the inbox. */
  link: EmailLink;
}

export interface ReminderEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  leads: readonly RemindedLead[];
  footer: string;
  /** The inbox itself, at the foot. */
  inboxHome: EmailLink;
}

/** To a member: the enquiries they should answer soon, each with a link to it in the inbox. */
export function ReminderEmail(props: ReminderEmailProps) {
  const { studio } = props;
  return (
    <EmailFrame
      studio={studio}
      preview={props.preview}
      footer={props.footer}
      inbox={props.inboxHome}
    >
      <Heading as="h1" style={emailText.heading}>
        {props.heading}
      </Heading>
      <Text style={emailText.body}>{props.intro}</Text>
      {props.leads.map((lead) => (
        <Section
          key={lead.id}
          style={{ borderTop: `1px solid ${studio.colours.line}`, padding: "12px 0 4px" }}
        >
          <Text style={{ ...emailText.body, fontWeight: 600, margin: "0 0 4px" }}>
            {lead.who} · {lead.form}
          </Text>
          <Text style={{ ...emailText.small, color: studio.colours.muted }}>
            {lead.received}
            <br />
            <strong style={{ color: studio.colours.ink }}>{lead.due}</strong>
          </Text>
          <Text style={emailText.small}>
            <Link href={lead.link.url} style={{ color: studio.colours.brand }}>
              {lead.link.label}
            </Link>
          </Text>
        </Section>
      ))}
    </EmailFrame>
  );
}
