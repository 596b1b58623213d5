import { Text } from "@react-email/components";
import { EmailButton, EmailFrame, EmailOpening, emailText, type EmailLink } from "./EmailFrame";
import type { Studio } from "./studio";

export interface MyDataEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** The signed link to the person's data; none when the site holds nothing under the address. */
  link?: EmailLink;
  /** How long the link works and what to do if they did not ask; or where else to look. */
  note: string;
  footer: string;
}

/** To someone who asked for their data at /privacy/my-data: the link to it, or that there is none. */
export function MyDataEmail(props: MyDataEmailProps) {
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
