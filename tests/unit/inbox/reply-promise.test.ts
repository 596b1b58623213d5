import forms from "../../../content/data/forms.json";
import promise from "../../../content/data/reply-promise.json";
import thankYou from "../../../content/data/thank-you.json";
import { INBOX_FORMS } from "../../../src/lib/inbox/forms";
import { promisesReply, replyDueAt, replyingForms } from "../../../src/lib/inbox/reply-promise";

describe("the reply the site promises (content/data/reply-promise.json)", () => {
  const promised = `within ${promise.withinHours} hours`;

  it("is the 24 hours the forms' success texts promise", () => {
    expect(promise.withinHours).toBe(24);
    expect(forms.leadForm.successText).toContain(promised);
    expect(forms.contactForm.successText).toContain(promised);
  });

  it("names only forms the inbox knows, each once", () => {
    expect(promise.forms.every((form) => INBOX_FORMS.some((known) => known === form))).toBe(true);
    expect(new Set(promise.forms).size).toBe(promise.forms.length);
    expect(replyingForms(promise)).toHaveLength(promise.forms.length);
  });

  it("is owed to enquiries, never to sign-ups", () => {
    expect(replyingForms(promise)).toEqual(["consultation", "contact", "strategy-call"]);
    for (const signUp of ["newsletter", "guide", "roi-report", "assessment"] as const) {
      expect(promisesReply(promise, signUp)).toBe(false);
    }
  });

  it("is owed exactly where a thank-you page promises contact within the hours", () => {
    const formOfPage = (id: string): string => (id === "message" ? "contact" : id);
    for (const page of thankYou.pages) {
      expect([formOfPage(page.id), page.text.includes(promised)]).toEqual([
        formOfPage(page.id),
        promise.forms.includes(formOfPage(page.id)),
      ]);
    }
  });

  it("falls due 24 hours after the lead arrives, across the clock change", () => {
    expect(replyDueAt(promise, new Date("2026-03-28T09:30:00Z")).toISOString()).toBe(
      "2026-03-29T09:30:00.000Z",
    );
    expect(replyDueAt(promise, new Date("2026-10-24T23:59:59.000Z")).toISOString()).toBe(
      "2026-10-25T23:59:59.000Z",
    );
  });
});
