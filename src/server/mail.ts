import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { AttemptResult } from "./deliver-http";
import type { MailSettings } from "./settings";

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one delivery, so a receiver that sees it twice can tell. */
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The Message-ID this answers (our confirmation's), so mail programs thread it. */
  inReplyTo?: string;
  /** The conversation's Message-IDs so far, oldest first. */
  references?: string[];
  /** Headers of our own making (List-Unsubscribe): never anything a visitor typed. */
  headers?: Record<string, string>;
}

// One pooled connection set per SMTP server for the life of the process.
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const options: SMTPPool.Options = {
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    transport = nodemailer.createTransport(options);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes the pooled connections (a server stopping, a command ending). */
export function closeMail(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

interface SmtpError {
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
  command?: unknown;
  message?: unknown;
}

/**
 * Hands one email to the SMTP server. A 5xx answer is a refusal for good (an address that does not
 * exist, a message the server will never take); a 4xx, a refused connection or a timeout is tried
 * again later. Never throws.
 */
export async function sendMail(settings: MailSettings, mail: OutgoingMail): Promise<AttemptResult> {
  try {
    const info = await transportFor(settings.smtpUrl).sendMail({
      from: settings.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      attachments: mail.attachments,
      headers: mail.headers,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    const rejected = (info.rejected ?? []).length;
    return rejected
      ? {
          outcome: "refused",
          recipientRefused: true,
          detail: "the SMTP server refused the recipient",
        }
      : { outcome: "delivered", detail: "handed to the SMTP server" };
  } catch (error) {
    const { responseCode, code, command, message } = (error ?? {}) as SmtpError;
    const status = typeof responseCode === "number" ? responseCode : undefined;
    const said = typeof message === "string" ? message : String(error);
    if (status !== undefined && status >= 500) {
      // Only a refusal answering RCPT TO is about the address; one at MAIL FROM, DATA or sign-in
      // is about us.
      const recipientRefused = code === "EENVELOPE" && command === "RCPT TO";
      return { outcome: "refused", status, recipientRefused, detail: `SMTP ${status}: ${said}` };
    }
    return {
      outcome: "retry",
      ...(status !== undefined ? { status } : {}),
      detail: `SMTP not reached${typeof code === "string" ? ` (${code})` : ""}: ${said}`,
    };
  }
}
