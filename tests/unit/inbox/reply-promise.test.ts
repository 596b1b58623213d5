import forms from "../../../content/data/forms.json";
import promise from "../../../content/data/reply-promise.json";
import thankYou from "../../../content/data/thank-you.json";
import { INBOX_FORMS } from "../../../src/lib/inbox/forms";
import {
  REPLY_WITHIN_HOURS,
  REPLYING_FORMS,
  promisesReply,
  replyDueAt,
} from "../../../src/lib/inbox/reply-promise";

describe("the reply the site promises", () => {
  it("is the 24 hours the forms' success texts promise", () => {
    expect(REPLY_WITHIN_HOURS).toBe(24);
    expect(forms.leadForm.successText).toContain(`within ${REPLY_WITHIN_HOURS} hours`);
    expect(forms.contactForm.successText).toContain(`within ${REPLY_WITHIN_HOURS} hours`);
  });

  it("names only forms the inbox knows, each once", () => {
    expect(promise.forms.every((form) => INBOX_FORMS.some((known) => known === form))).toBe(true);
    expect(new Set(promise.forms).size).toBe(promise.forms.length);
    expect(REPLYING_FORMS).toHaveLength(promise.forms.length);
  });

  it("is owed to enquiries, never to sign-ups", () => {
    expect(REPLYING_FORMS).toEqual(["consultation", "contact", "strategy-call"]);
    for (const signUp of ["newsletter", "guide", "roi-report", "assessment"] as const) {
      expect(promisesReply(signUp)).toBe(false);
    }
  });

  it("is owed exactly where a thank-you page promises contact within the hours", () => {
    const formOfPage = (id: string): string => (id === "message" ? "contact" : id);
    for (const page of thankYou.pages) {
      const promised = page.text.includes(`within ${REPLY_WITHIN_HOURS} hours`);
      expect([formOfPage(page.id), promised]).toEqual([
        formOfPage(page.id),
        REPLYING_FORMS.some((form) => form === formOfPage(page.id)),
      ]);
    }
  });

  it("falls due 24 hours after the lead arrives, across the clock change", () => {
    expect(replyDueAt(new Date("2026-03-28T09:30:00Z")).toISOString()).toBe(
      "2026-03-29T09:30:00.000Z",
    );
    expect(replyDueAt(new Date("2026-10-24T23:59:59.000Z")).toISOString()).toBe(
      "2026-10-25T23:59:59.000Z",
    );
  });
});
