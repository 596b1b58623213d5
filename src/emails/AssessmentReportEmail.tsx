import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { EmailButton, EmailFrame, EmailOpening, emailText, type EmailLink } from "./EmailFrame";
import type { Studio } from "./studio";

export interface AssessmentReportEmailProps {
  studio: Studio;
  preview: string;
  heading: string;
  intro: string;
  scoreLabel: string;
  score: number;
  levelLabel: string;
  level: string;
  levelDescription: string;
  recommendationsHeading: string;
  recommendations: readonly string[];
  nextHeading: string;
  nextStep: string;
  footer: string;
  unsubscribe?: EmailLink;
}

/** The business assessment's report: the same score, level and recommendations the results show. */
export function AssessmentReportEmail(props: AssessmentReportEmailProps) {
  const { studio } = props;
  return (
    <EmailFrame
      studio={studio}
      preview={props.preview}
      footer={props.footer}
      unsubscribe={props.unsubscribe}
    >
      <EmailOpening heading={props.heading} intro={props.intro} />
      <Section
        style={{ backgroundColor: studio.colours.wash, borderRadius: "10px", margin: "0 0 16px" }}
      >
        <div style={{ padding: "16px 20px" }}>
          <Text style={{ ...emailText.small, color: studio.colours.muted }}>
            {props.scoreLabel}
          </Text>
          <Text
            style={{
              fontSize: "32px",
              lineHeight: "38px",
              fontWeight: 800,
              margin: "0 0 8px",
              color: studio.colours.brandDark,
            }}
          >
            {`${props.score}%`}
          </Text>
          <Text style={{ ...emailText.small, color: studio.colours.muted }}>
            {props.levelLabel}
          </Text>
          <Text
            style={{ fontSize: "20px", lineHeight: "28px", fontWeight: 700, margin: "0 0 8px" }}
          >
            {props.level}
          </Text>
          <Text style={{ ...emailText.body, margin: 0 }}>{props.levelDescription}</Text>
        </div>
      </Section>
      <Heading as="h2" style={{ ...emailText.heading, fontSize: "18px" }}>
        {props.recommendationsHeading}
      </Heading>
      {props.recommendations.map((recommendation, index) => (
        <Text key={recommendation} style={emailText.body}>
          <strong>{index + 1}.</strong> {recommendation}
        </Text>
      ))}
      <Heading as="h2" style={{ ...emailText.heading, fontSize: "18px" }}>
        {props.nextHeading}
      </Heading>
      <Text style={emailText.body}>{props.nextStep}</Text>
      <EmailButton studio={studio} href={studio.schedule.url}>
        {studio.schedule.label}
      </EmailButton>
    </EmailFrame>
  );
}
