import { render } from "@react-email/render";
import assessment from "../../content/data/assessment.json";
import contact from "../../content/data/contact.json";
import embeds from "../../content/data/embeds.json";
import forms from "../../content/data/forms.json";
import { assessmentReport, webhookText, type LeadForEmail } from "../../src/emails/lead-summary";
import { digestEmail, ownerEmail, visitorEmail } from "../../src/emails/messages";
import { EMPTY_CONTACT_DRAFT, type ContactDraft } from "../../src/lib/leads/contact";
import type { LeadRecord } from "../../src/lib/leads/lead-record";
import type { SubmissionKind } from "../../src/lib/leads/submission";
import { studioDetails } from "../../src/emails/studio";

// Every email a lead can get, rendered as the server sends it (HTML and plain text), checked for
// what it must say: who sent it and why, the promise, the links, the visitor's words as text.

const studio = studioDetails("https://www.example.co.uk");
const lead = (
  record: Partial<LeadRecord & ContactDraft> & { email: string },
  kind: SubmissionKind = "lead",
): LeadForEmail => ({
  ...(kind === "lead" ? { kind, record } : { kind, record: { ...EMPTY_CONTACT_DRAFT, ...record } }),
  id: "3f0c1d2e-0000-4000-8000-000000000001",
  receivedAt: "2026-11-25T10:15:00.000Z",
  page: "/contact",
});

async function both(message: { element: React.ReactElement }) {
  return {
    html: await render(message.element),
    text: await render(message.element, { plainText: true }),
  };
}

describe("the visitor's email", () => {
  const aoife = lead({
    email: "aoife@byrne.ie",
    name: "Aoife <b>Byrne</b> https://evil.example/win",
    company: "Claim your prize",
    message: "Click https://evil.example/phish",
    interest: "automation",
    source: "cta_lead_capture",
  });

  it("confirms a consultation to an unconfirmed address in our words only: nothing the poster typed", async () => {
    const message = visitorEmail(aoife, studio, { platformSendsNewsletters: false });
    expect(message.subject).toBe("We've received your consultation request");
    const { html, text } = await both(message);
    for (const typed of ["Aoife", "evil.example", "Claim your prize", "What you sent"]) {
      expect(text).not.toContain(typed);
      expect(html).not.toContain(typed);
    }
    expect(text).toContain("within 24 hours");
  });

  it("confirms a consultation to a confirmed address: the 24-hour promise, the details, the call link", async () => {
    const message = visitorEmail(aoife, studio, {
      platformSendsNewsletters: false,
      addressConfirmed: true,
    });
    const { html, text } = await both(message);
    expect(text).toContain("within 24 hours");
    expect(text).toContain("AI automation");
    expect(text).toContain("Aoife <b>Byrne</b>");
    expect(html).not.toContain("<b>Byrne</b>");
    expect(html).toContain(embeds.scheduler.url);
    expect(text).toContain(contact.email);
    expect(text).toContain(contact.phones[0]?.display ?? "");
    expect(text).toContain(
      "because you asked for a consultation on the Scalewise Studio website (www.example.co.uk)",
    );
  });

  it("gives the guide, to read online or as a PDF", async () => {
    const message = visitorEmail(
      lead({ email: "a@b.co", source: "sidebar_lead_magnet", tags: ["scaling_guide"] }),
      studio,
      {
        platformSendsNewsletters: false,
      },
    );
    expect(message.subject).toBe("Your copy of The £1M MRR Scaling Guide");
    const { html } = await both(message);
    expect(html).toContain('href="https://www.example.co.uk/resources/scaling-guide"');
    expect(html).toContain('href="https://www.example.co.uk/resources/scaling-guide.pdf"');
  });

  it.each([
    [45, "foundation"],
    [72, "intermediate"],
    [91, "advanced"],
  ] as const)(
    "reports an assessment of %i%% as the results screen does (%s)",
    async (score, level) => {
      const band = assessment.bands.find((candidate) => candidate.id === level);
      const message = visitorEmail(
        lead({ email: "a@b.co", source: "business_assessment", assessmentScore: score }),
        studio,
        {
          platformSendsNewsletters: false,
        },
      );
      expect(message.subject).toBe(`Your business assessment report: ${band?.name}`);
      expect(message.attachment).toEqual({
        kind: "assessment-report",
        fileName: "business-assessment-report.pdf",
        score,
      });
      const { text } = await both(message);
      for (const recommendation of band?.recommendations ?? [])
        expect(text).toContain(recommendation);
      expect(text).toContain(`${score}%`);
      expect(assessmentReport(score).level).toBe(level);
    },
  );

  it("asks a sign-up awaiting confirmation to confirm, and says nothing is subscribed until then", async () => {
    const subscriber = lead({ email: "a@b.co", source: "footer_newsletter" });
    const confirm = { url: "https://www.scalewise.studio/api/confirm?t=token", period: "30 days" };
    const asking = visitorEmail(subscriber, studio, { platformSendsNewsletters: true, confirm });
    expect(asking.subject).toBe("Please confirm your subscription to Scalewise Studio's insights");
    const { text } = await both(asking);
    expect(text).toMatch(/^please confirm your subscription$/im);
    expect(text).toContain("Nothing is subscribed yet");
    expect(text).toContain("because you asked to subscribe to our newsletter");
    expect(text).not.toMatch(/thank you for subscribing|you're subscribed|because you subscribed/i);
    // Once confirmed (or when the platform confirms), the welcome.
    const welcome = visitorEmail(subscriber, studio, { platformSendsNewsletters: true });
    expect(welcome.subject).toBe("You're subscribed to Scalewise Studio's insights");
  });

  it("says how to unsubscribe, and links to it at the foot of every visitor's email", async () => {
    const url = "https://www.scalewise.studio/api/unsubscribe?t=token";
    const subscriber = lead({ email: "a@b.co", source: "footer_newsletter" });
    const withPlatform = await both(
      visitorEmail(subscriber, studio, { platformSendsNewsletters: true, unsubscribeUrl: url }),
    );
    const without = await both(
      visitorEmail(subscriber, studio, { platformSendsNewsletters: false, unsubscribeUrl: url }),
    );
    expect(withPlatform.text).toContain("Every newsletter has an unsubscribe link");
    expect(without.text).toContain("use the unsubscribe link at the foot of this one");
    const forms = [
      subscriber,
      lead({ email: "a@b.co", source: "sidebar_lead_magnet" }),
      lead({ email: "a@b.co", source: "cta_lead_capture" }),
      lead({ email: "a@b.co", message: "Hello" }, "contact"),
    ];
    for (const visitor of forms) {
      const { html, text } = await both(
        visitorEmail(visitor, studio, { platformSendsNewsletters: false, unsubscribeUrl: url }),
      );
      // A mail app that shows text only still has the address to open.
      expect(text).toContain(url);
      expect(html).toMatch(
        new RegExp(
          `<a href="${url.replace(/[?.]/g, "\\$&")}"[^>]*>Unsubscribe from our emails</a>`,
        ),
      );
    }
  });
});

describe("the owner's email", () => {
  it("gives everything the visitor sent, the page, the time and the lead's id", async () => {
    const message = ownerEmail(
      lead(
        {
          name: "Ciaran Walsh",
          email: "ciaran@walsh.ie",
          subject: "Orders",
          message: "Line one\nLine two",
          budget: "$5,000 - $10,000",
        },
        "contact",
      ),
      studio,
    );
    expect(message.subject).toBe("New message: Orders");
    const { text } = await both(message);
    for (const part of [
      "Ciaran Walsh",
      "ciaran@walsh.ie",
      "Line one",
      "Line two",
      "$5,000 - $10,000",
      "https://www.example.co.uk/contact",
      "25 November 2026 at 10:15",
      "3f0c1d2e-0000-4000-8000-000000000001",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("names the form and the interest as the site's forms show them, never by their codes", async () => {
    const { text } = await both(
      ownerEmail(
        lead({
          email: "a@b.co",
          name: "Aoife",
          interest: "automation",
          source: "cta_lead_capture",
        }),
        studio,
      ),
    );
    expect(text).toMatch(/^Interest\s+AI automation$/m);
    expect(text).toMatch(/^Form\s+Consultation request \(home page\)$/m);
    expect(text).not.toMatch(/cta_lead_capture|^automation$/m);
  });

  it.each([
    [
      "consultation",
      lead({ email: "a@b.co", source: "cta_lead_capture" }),
      forms.leadForm.successText,
    ],
    ["contact", lead({ email: "a@b.co", subject: "Hi" }, "contact"), forms.contactForm.successText],
    [
      "strategy call",
      lead({ email: "a@b.co", type: "strategy_call", source: "exit_intent_popup" }),
      forms.exitPopup.callSuccessText,
    ],
    [
      "assessment",
      lead({ email: "a@b.co", source: "business_assessment", assessmentScore: 72 }),
      assessment.report.successText,
    ],
  ])("quotes what the %s form promised as it took the request", async (_, visitor, promise) => {
    const { text } = await both(ownerEmail(visitor, studio));
    expect(text.replace(/\s+/g, " ")).toContain(promise);
  });

  it("does not tell the owner an assessment was promised an answer: its form promised the report", async () => {
    const { text } = await both(
      ownerEmail(
        lead({ email: "a@b.co", source: "business_assessment", assessmentScore: 45 }),
        studio,
      ),
    );
    expect(text).toContain(assessment.report.successTitle);
    expect(text).not.toMatch(/24 hours|an answer/);
  });

  it("keeps the lines of a message and of the recommendations in the plain-text part", async () => {
    const contact = await both(
      ownerEmail(
        lead({ email: "a@b.co", message: "Line one\r\nLine two\n\nLine four" }, "contact"),
        studio,
      ),
    );
    expect(contact.text).toMatch(/^Line one\nLine two\n\s*\nLine four$/m);
    const report = await both(
      ownerEmail(
        lead({
          email: "a@b.co",
          source: "business_assessment",
          assessmentScore: 72,
          recommendations: ["First step.", "Second step."],
        }),
        studio,
      ),
    );
    expect(report.text).toMatch(/^First step\.\nSecond step\.$/m);
  });

  it("ends the alert and the digest with the owner's inbox, not the visitor's footer", async () => {
    const alert = await both(
      ownerEmail(lead({ email: "a@b.co", subject: "Hi" }, "contact"), studio),
    );
    const digest = await both(
      digestEmail([lead({ email: "one@b.co", source: "footer_newsletter" })], studio, new Date()),
    );
    for (const { html, text } of [alert, digest]) {
      expect(text).not.toContain(contact.address.street);
      expect(text).not.toContain(contact.phones[0]?.display ?? "phone");
      expect(html).not.toContain("tel:");
      expect(html).toMatch(
        /<a href="https:\/\/www\.example\.co\.uk\/inbox"[^>]*>Your inbox at www\.example\.co\.uk/,
      );
      expect(text).toContain("OWNER_EMAIL");
    }
  });

  it("is never sent for a sign-up: those go in the digest", () => {
    expect(() =>
      ownerEmail(lead({ email: "a@b.co", source: "footer_newsletter" }), studio),
    ).toThrow(/digest/);
  });

  it("gathers the day's sign-ups in one digest, grouped", async () => {
    const message = digestEmail(
      [
        lead({ email: "one@b.co", source: "footer_newsletter" }),
        lead({ email: "two@b.co", source: "sidebar_lead_magnet", tags: ["scaling_guide"] }),
        lead({ email: "three@b.co", source: "blog_newsletter" }),
      ],
      studio,
      new Date("2026-11-26T08:00:00Z"),
    );
    expect(message.subject).toBe("Sign-ups on Thursday, 26 November 2026: 3 new");
    const { text } = await both(message);
    expect(text).toMatch(
      /NEWSLETTER \(2\)[\s\S]*one@b\.co[\s\S]*three@b\.co[\s\S]*THE £1M MRR SCALING GUIDE \(1\)[\s\S]*two@b\.co/i,
    );
  });

  it("posts the webhook a line a chat can show, a visitor's markup as text", () => {
    const text = webhookText(
      lead({ email: "x@y.co", name: "<!here>", source: "cta_lead_capture" }),
      studio,
    );
    expect(text.split("\n")[0]).toBe("New consultation request from `&lt;!here&gt; (x@y.co)`");
  });

  it("carries no live link, Markdown or mention a visitor typed: their words stay in code", () => {
    const text = webhookText(
      lead({
        email: "victim@example.com",
        name: "Claim your prize at [here](https://evil.example/win) `` @channel",
        message: "```\nout of the block? <https://evil.example|click>\n```",
        source: "cta_lead_capture",
      }),
      studio,
    );
    const [headline, ...rest] = text.split("\n");
    expect(headline).toBe(
      "New consultation request from `Claim your prize at [here](https://evil.example/win) \u02CB\u02CB @channel (victim@example.com)`",
    );
    expect(rest.slice(0, 4)).toEqual([
      "```",
      "\u02CB\u02CB\u02CB",
      "out of the block? &lt;https://evil.example|click&gt;",
      "\u02CB\u02CB\u02CB",
    ]);
    expect(rest[4]).toBe("```");
  });
});
