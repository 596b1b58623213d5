import { render } from "@react-email/render";
import { useEffect, useRef, useState, type ReactElement } from "react";
import { expect, within } from "storybook/test";
import type { LeadForEmail } from "../../src/emails/lead-summary";
import type { EmailMessage } from "../../src/emails/messages";
import { EMPTY_CONTACT_DRAFT, type ContactDraft } from "../../src/lib/leads/contact";
import type { LeadRecord } from "../../src/lib/leads/lead-record";
import type { SubmissionKind } from "../../src/lib/leads/submission";
import { studioDetails } from "../../src/emails/studio";

// An email as the server sends it: rendered by react-email to HTML, then shown as a mail app
// shows the body (its own styles on a box), under its subject line. axe checks the markup itself.

export const studio = studioDetails();

/** A stored lead as the stories' emails read it. */
export const sampleLead = (
  record: Partial<LeadRecord & ContactDraft> & { email: string },
  kind: SubmissionKind = "lead",
): LeadForEmail => ({
  ...(kind === "lead" ? { kind, record } : { kind, record: { ...EMPTY_CONTACT_DRAFT, ...record } }),
  id: "3f0c1d2e-5b6a-4c8d-9e0f-112233445566",
  receivedAt: "2026-11-25T10:15:00.000Z",
  page: kind === "contact" ? "/contact" : "/",
});

export function EmailPreview({ subject, email }: { subject: string; email: ReactElement }) {
  const [html, setHtml] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void render(email).then((rendered) => {
      if (live) setHtml(rendered);
    });
    return () => {
      live = false;
    };
  }, [email]);
  useEffect(() => {
    if (!html || !body.current) return;
    const doc = new DOMParser().parseFromString(html, "text/html");
    body.current.setAttribute("style", doc.body.getAttribute("style") ?? "");
    // The preview line is for the inbox list; a mail app does not show it in the message.
    for (const hidden of doc.body.querySelectorAll("[data-skip-in-text]")) hidden.remove();
    body.current.innerHTML = doc.body.innerHTML;
  }, [html]);
  return (
    <div>
      <p
        data-testid="email-subject"
        style={{
          margin: 0,
          padding: "12px 16px",
          fontFamily: "sans-serif",
          fontSize: 14,
          borderBottom: "1px solid #d6dae6",
        }}
      >
        <strong>Subject:</strong> {subject}
      </p>
      <div ref={body} data-testid="email-body" aria-busy={html === null} />
    </div>
  );
}

/** The email's visible body, below its hidden preview line (which repeats the first words). */
export function emailBody(canvasElement: HTMLElement) {
  const body = canvasElement.querySelector<HTMLElement>('[data-testid="email-body"]');
  if (!body) throw new Error("no email body");
  return body;
}

export type EmailCanvas = ReturnType<typeof within>;

/**
 * A story of one message as the server builds it: its template's props from the message, shown
 * as sent, its subject checked, then `check` run on its body.
 */
export function messageStory<Args>(
  message: EmailMessage,
  check: (body: EmailCanvas) => Promise<void>,
) {
  return {
    args: message.element.props as Args,
    render: () => <EmailPreview subject={message.subject} email={message.element} />,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole("heading", { level: 1 });
      await expect(canvas.getByTestId("email-subject")).toHaveTextContent(
        `Subject: ${message.subject}`,
      );
      await check(within(emailBody(canvasElement)));
    },
  };
}
