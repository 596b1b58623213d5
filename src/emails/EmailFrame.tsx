import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { Studio } from "./studio";

export interface EmailFrameProps {
  studio: Studio;
  /** The line mail apps show beside the subject. */
  preview: string;
  /** Who sent it and why, under the studio's details. */
  footer: string;
  /** The way off our list, under the footer: every email to a visitor has one. */
  unsubscribe?: EmailLink;
  /**
   * For the owner's own emails: the inbox, where the leads and their settings are, in place of
   * the address and phones a visitor is given.
   */
  inbox?: EmailLink;
  children: ReactNode;
}

export interface EmailLink {
  label: string;
  url: string;
}

const font = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** What every email shares: the studio's name at the top, its details and the reason at the foot. */
export function EmailFrame({
  studio,
  preview,
  footer,
  unsubscribe,
  inbox,
  children,
}: EmailFrameProps) {
  const { colours } = studio;
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: colours.wash, fontFamily: font, color: colours.ink, margin: 0 }}
      >
        <Container style={{ maxWidth: "600px", margin: "0 auto", padding: "24px 16px" }}>
          <Text
            style={{
              fontSize: "18px",
              fontWeight: 800,
              color: colours.brandDark,
              margin: "0 0 16px",
            }}
          >
            {studio.name}
          </Text>
          {/* Padding on a cell's content: mail apps ignore it on the table a Section is. */}
          <Section
            style={{
              backgroundColor: "#ffffff",
              borderRadius: "12px",
              border: `1px solid ${colours.line}`,
            }}
          >
            <div style={{ padding: "28px 24px" }}>{children}</div>
          </Section>
          <Section style={{ padding: "16px 4px 0" }}>
            {inbox ? (
              <Text
                style={{ fontSize: "13px", lineHeight: "20px", color: colours.muted, margin: 0 }}
              >
                <Link
                  href={inbox.url}
                  style={{ color: colours.muted, textDecoration: "underline" }}
                >
                  {inbox.label}
                </Link>
              </Text>
            ) : (
              <StudioDetails studio={studio} />
            )}
            <Hr style={{ borderColor: colours.line, margin: "12px 0" }} />
            <Text style={{ fontSize: "12px", lineHeight: "18px", color: colours.muted, margin: 0 }}>
              {footer}
              {unsubscribe && (
                <>
                  {" "}
                  <Link
                    href={unsubscribe.url}
                    style={{ color: colours.muted, textDecoration: "underline" }}
                  >
                    {unsubscribe.label}
                  </Link>
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The studio's address, email and phones: how a visitor reaches a person. */
function StudioDetails({ studio }: { studio: Studio }) {
  const { colours } = studio;
  return (
    <Text style={{ fontSize: "13px", lineHeight: "20px", color: colours.muted, margin: 0 }}>
      {studio.name} · {studio.address}
      <br />
      <Link href={`mailto:${studio.email}`} style={{ color: colours.muted }}>
        {studio.email}
      </Link>
      {studio.phones.map((phone) => (
        <span key={phone.tel}>
          {" · "}
          <Link href={`tel:${phone.tel}`} style={{ color: colours.muted }}>
            {phone.display}
          </Link>{" "}
          ({phone.label})
        </span>
      ))}
    </Text>
  );
}

/** The few text styles the emails share. */
export const emailText = {
  heading: { fontSize: "22px", lineHeight: "30px", fontWeight: 700, margin: "0 0 12px" },
  body: { fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  small: { fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" },
} as const;

/** The heading and first paragraph every visitor's email opens with. */
export function EmailOpening({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <Heading as="h1" style={emailText.heading}>
        {heading}
      </Heading>
      <Text style={emailText.body}>{intro}</Text>
    </>
  );
}

/** The one call to action an email makes, in the studio's colour. */
export function EmailButton({
  studio,
  href,
  children,
}: {
  studio: Studio;
  href: string;
  children: ReactNode;
}) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: studio.colours.brand,
        color: "#ffffff",
        borderRadius: "8px",
        padding: "12px 20px",
        fontWeight: 600,
        fontSize: "15px",
      }}
    >
      {children}
    </Button>
  );
}

/** A sign-up's confirmation (double opt-in): what it is for, and the button that confirms. */
export interface EmailConfirmation extends EmailLink {
  text: string;
}

/** The confirmation block a sign-up's email carries until its address is confirmed. */
export function ConfirmBlock({ studio, confirm }: { studio: Studio; confirm: EmailConfirmation }) {
  return (
    <Section style={{ margin: "24px 0 8px" }}>
      <Text style={{ ...emailText.body, fontWeight: 600 }}>{confirm.text}</Text>
      <EmailButton studio={studio} href={confirm.url}>
        {confirm.label}
      </EmailButton>
    </Section>
  );
}
