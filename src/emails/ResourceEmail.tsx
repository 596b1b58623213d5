import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import {
  ConfirmBlock,
  EmailButton,
  EmailFrame,
  EmailOpening,
  emailText,
  type EmailConfirmation,
  type EmailLink,
} from "./EmailFrame";
import type { Studio } from "./studio";

export interface ResourceEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  /** The document as a page on the site, and as a PDF. */
  pageUrl: string;
  pdfUrl: string;
  readOnline: string;
  download: string;
  next: string;
  footer: string;
  unsubscribe?: EmailLink;
  /** The button that confirms the sign-up, until its address is confirmed: one email, both jobs. */
  confirm?: EmailConfirmation;
}

/** To a visitor who asked for the guide or the ROI report: the document, to read or keep. */
export function ResourceEmail(props: ResourceEmailProps) {
  const { studio } = props;
  return (
    <EmailFrame
      studio={studio}
      preview={props.preview}
      footer={props.footer}
      unsubscribe={props.unsubscribe}
    >
      <EmailOpening heading={props.heading} intro={props.intro} />
      <EmailButton studio={studio} href={props.pageUrl}>
        {props.readOnline}
      </EmailButton>
      <Text style={{ ...emailText.body, marginTop: "16px" }}>
        <Link href={props.pdfUrl} style={{ color: studio.colours.brand, fontWeight: 600 }}>
          {props.download}
        </Link>
      </Text>
      {props.confirm && <ConfirmBlock studio={studio} confirm={props.confirm} />}
      <Text style={emailText.body}>{props.next}</Text>
      <Link href={`${studio.siteUrl}/contact`} style={{ color: studio.colours.brand }}>
        {studio.schedule.label}
      </Link>
    </EmailFrame>
  );
}
