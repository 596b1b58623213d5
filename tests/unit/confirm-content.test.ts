// Confirmed sign-ups (double opt-in) in words: /confirm has a page for every state the server
// leads to; the sign-ups' thanks, with scripts or without, ask for the confirmation, and no other
// form's do; the privacy policy and the expired link's page give the period the purge obeys.
import confirm from "../../content/data/confirm.json";
import forms from "../../content/data/forms.json";
import legal from "../../content/data/legal.json";
import retention from "../../content/data/retention.json";
import thankYou from "../../content/data/thank-you.json";
import { CONFIRM_STATES } from "../../src/lib/leads/confirm";
import { periodInWords, ruleById, type RetentionContent } from "../../src/lib/retention";

const page = (id: string) => {
  const found = confirm.pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`content/data/confirm.json has no page "${id}"`);
  return found;
};

it("has words for every state of /confirm, a button on the page that asks only", () => {
  expect(confirm.pages.map((candidate) => candidate.id).sort()).toEqual([...CONFIRM_STATES].sort());
  expect(page("ask")).toMatchObject({ button: expect.any(String) });
  expect(page("ask")).not.toHaveProperty("links");
  for (const id of CONFIRM_STATES.filter((state) => state !== "ask")) {
    expect(page(id)).not.toHaveProperty("button");
    expect(page(id).links?.length).toBeGreaterThan(0);
  }
});

it("asks to confirm on the sign-ups' thank-you pages, in the forms' own words, and nowhere else", () => {
  const confirmLines = Object.fromEntries(
    thankYou.pages.flatMap((candidate) =>
      "confirm" in candidate ? [[candidate.id, candidate.confirm]] : [],
    ),
  );
  expect(confirmLines).toEqual({
    newsletter: forms.notices.confirmSubscription,
    guide: forms.notices.confirmWithResource,
    "roi-report": forms.notices.confirmWithResource,
  });
});

it("gives the period after which an unconfirmed sign-up is deleted, as the purge counts it", () => {
  const period = periodInWords(ruleById(retention as RetentionContent, "unconfirmed").period);
  expect(page("expired").text).toContain(period);
  expect(JSON.stringify(legal.privacy)).toContain(
    `a sign-up that is never confirmed is deleted ${period} after it was made`,
  );
});
