import footer from "../../../content/data/footer.json";
import forms from "../../../content/data/forms.json";
import thankYou from "../../../content/data/thank-you.json";
import {
  FORM_ENDPOINTS,
  isFormId,
  THANK_YOU_IDS,
  thankYouPath,
  type FormId,
} from "../../../src/lib/leads/form-ids";
import { formPost, postedForm, type PostedFields } from "../../../src/lib/leads/form-posts";

const fields = (entries: [string, string][]): PostedFields => {
  const map = new Map<string, string[]>();
  for (const [name, value] of entries) map.set(name, [...(map.get(name) ?? []), value]);
  return map;
};

describe("the forms posted without scripts (docs/product.md#departures)", () => {
  it("names each form once, with the endpoint its scripts post to", () => {
    expect(FORM_ENDPOINTS).toEqual({
      consultation: "/api/subscribe",
      contact: "/api/contact",
      "footer-newsletter": "/api/subscribe",
      "blog-newsletter": "/api/subscribe",
      "scaling-guide": "/api/subscribe",
      "assessment-report": "/api/subscribe",
      "exit-popup": "/api/subscribe",
    });
    expect(isFormId("contact")).toBe(true);
    expect(isFormId("toString")).toBe(false);
  });

  it("takes a post only at its form's own endpoint", () => {
    expect(postedForm(fields([["_form", "contact"]]), "/api/contact")).toBe("contact");
    expect(postedForm(fields([["_form", "contact"]]), "/api/subscribe")).toBeNull();
    expect(postedForm(fields([["_form", "__proto__"]]), "/api/subscribe")).toBeNull();
    expect(postedForm(fields([]), "/api/subscribe")).toBeNull();
  });

  it("builds the body the scripts send: an empty interest is general_consultation (docs/product.md#data)", () => {
    const body = formPost("consultation").body(
      fields([
        ["name", " Aoife "],
        ["email", "aoife@byrne.ie"],
        ["interest", ""],
      ]),
    );
    expect(body).toEqual({
      email: "aoife@byrne.ie",
      name: "Aoife",
      interest: "general_consultation",
      source: "cta_lead_capture",
    });
  });

  it("passes the assessment's score on as a number when it is one, as text otherwise", () => {
    const post = formPost("assessment-report");
    const with_ = (score: string) =>
      post.body(
        fields([
          ["email", "a@b.co"],
          ["assessmentScore", score],
          ["recommendations", "R1"],
        ]),
      );
    expect(with_("72")).toMatchObject({ assessmentScore: 72, recommendations: ["R1"] });
    expect(with_("high")).toMatchObject({ assessmentScore: "high" });
  });

  it.each([
    ["consultation", [], "consultation"],
    ["contact", [], "message"],
    ["footer-newsletter", [], "newsletter"],
    ["blog-newsletter", [], "newsletter"],
    ["scaling-guide", [], "guide"],
    ["assessment-report", [], "assessment"],
    ["exit-popup", [["resource", "strategy-call"]], "strategy-call"],
    ["exit-popup", [["resource", "roi-report"]], "roi-report"],
    ["exit-popup", [["resource", "scaling-guide"]], "guide"],
  ] as [FormId, [string, string][], string][])("%s thanks on /thank-you/%s", (id, posted, page) => {
    expect(thankYouPath(formPost(id).thankYou(fields(posted)))).toBe(`/thank-you/${page}`);
  });

  it("asks the exit popup for a resource first", () => {
    expect(formPost("exit-popup").validate(fields([["email", "a@b.co"]]))).toEqual({
      resource: { error: "Please choose a resource", hint: "Pick one of the free resources first" },
    });
  });
});

describe("the thank-you pages", () => {
  const text = (id: string) => thankYou.pages.find((page) => page.id === id);

  it("exist for every promise, once each", () => {
    expect(thankYou.pages.map((page) => page.id)).toEqual([...THANK_YOU_IDS]);
  });

  it("say what the forms' own panels say (the product's success texts)", () => {
    expect(text("consultation")).toMatchObject({
      title: forms.leadForm.successTitle,
      text: forms.leadForm.successText,
    });
    expect(text("message")).toMatchObject({
      title: forms.contactForm.successTitle,
      text: forms.contactForm.successText,
    });
    expect(text("newsletter")).toMatchObject({
      title: footer.newsletter.successTitle,
      text: footer.newsletter.successText,
    });
    expect(text("guide")).toMatchObject({ title: forms.sidebarMagnet.successTitle });
    expect(text("strategy-call")?.text).toContain("15-minute strategy call");
  });
});
