// A member's reply as it is handed to the mail server (src/server/desk-mail.ts): whatever they
// type is text in both parts, never markup, and the plain-text part is exactly what they wrote.
import fc from "fast-check";
import { replyMail } from "../../../src/server/desk-mail";
import { readSettings, type MailSettings } from "../../../src/server/settings";
import type { Submission } from "../../../src/server/store/types";

const settings = readSettings({
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Scalewise Studio <hello@example.com>",
}).mail as MailSettings;

const lead: Submission = {
  id: "0b7c8c2e-8f1f-4a55-9d1e-2f1f3c4d5e6f",
  kind: "lead",
  record: { email: "ada@analytical.example", source: "consultation_booking" },
  idempotencyKey: null,
  receivedAt: "2026-11-29T09:00:00.000Z",
  page: null,
  deliveries: [],
};

const reply = (body: string) => ({
  by: "owner@example.com",
  subject: "Re: We have your consultation request",
  body,
  messageId: "<x.reply@example.com>",
  inReplyTo: "<y.visitor@example.com>",
});

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const MARKUP = fc.constantFrom(
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="https://evil.example">x</a>',
  "&lt;b&gt;",
);

it("keeps whatever is typed as text: escaped in the HTML, exact in the plain text", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ maxLength: 80 }),
      MARKUP,
      fc.string({ maxLength: 80 }),
      async (before, markup, after) => {
        const body = `${before}${markup}${after}`.trim() || markup;
        const mail = await replyMail(lead, reply(body), settings);
        if (typeof mail === "string") throw new Error(mail);
        expect(mail.text.startsWith(`${body}\n\n-- \n`)).toBe(true);
        expect(mail.html).not.toContain(markup);
        expect(mail.html).toContain(escaped(markup));
        expect(mail).toMatchObject({
          inReplyTo: "<y.visitor@example.com>",
          references: ["<y.visitor@example.com>"],
          replyTo: "owner@example.com",
        });
      },
    ),
    { numRuns: 60 },
  );
});

it("threads to nothing when no confirmation went", async () => {
  const mail = await replyMail(lead, { ...reply("Hello"), inReplyTo: null }, settings);
  if (typeof mail === "string") throw new Error(mail);
  expect(mail.inReplyTo).toBeUndefined();
  expect(mail.references).toBeUndefined();
});
