import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import { validateContactDraft } from "../../../src/lib/leads/contact-schema";
import fc from "fast-check";
import * as v from "valibot";
import { contactSchema } from "../../../src/lib/leads/contact-schema";
import {
  FIELD_LIMITS,
  isWebAddress,
  readWebAddress,
  tooLongProblem,
  type LimitedField,
} from "../../../src/lib/leads/fields";
import { EMPTY_LEAD_FORM } from "../../../src/lib/leads/lead-form";
import { interestSchema, validateLeadForm } from "../../../src/lib/leads/lead-form-schema";
import forms from "../../../content/data/forms.json";

describe("lead form rules (docs/product.md#data)", () => {
  const filled = { ...EMPTY_LEAD_FORM, name: "Aoife", email: "a@b.co", interest: "saas" };
  const offered = forms.leadForm.interestOptions.map((option) => option.value);

  it("accepts every interest the form offers and offers every interest it accepts", () => {
    for (const interest of offered) {
      expect([interest, validateLeadForm({ ...filled, interest })]).toEqual([interest, {}]);
    }
    expect(new Set(interestSchema.options)).toEqual(new Set(offered));
    expect(offered).toHaveLength(new Set(offered).size);
  });

  it("refuses an interest the form does not offer", () => {
    expect(validateLeadForm({ ...filled, interest: "crypto" }).interest).toBeDefined();
  });

  it("requires name, email and interest and nothing else", () => {
    const errors = validateLeadForm(EMPTY_LEAD_FORM);
    expect(Object.keys(errors)).toEqual(["name", "email", "interest"]);
    expect(errors.name?.error).toBe("Name is required");
    expect(errors.email?.error).toBe("Email is required");
    expect(errors.interest?.error).toBe("Please choose an interest");
  });

  it("passes a filled form and checks the email format", () => {
    expect(validateLeadForm(filled)).toEqual({});
    expect(validateLeadForm({ ...filled, email: "a@b" }).email?.error).toBe("Invalid email format");
  });

  it("refuses an over-long message", () => {
    const message = "x".repeat(FIELD_LIMITS.message + 1);
    expect(validateLeadForm({ ...filled, message }).message?.error).toBe(
      "Message is too long (5,000 characters at most)",
    );
  });
});

describe("contact form rules (docs/product.md#data)", () => {
  const filled = {
    ...EMPTY_CONTACT_DRAFT,
    name: "Ciaran",
    email: "ciaran@shop.ie",
    subject: "Automating our orders",
    message: "We take 300 orders a week by phone.",
  };

  it("requires name, email, subject and message", () => {
    expect(Object.keys(validateContactDraft(EMPTY_CONTACT_DRAFT))).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
    expect(validateContactDraft(filled)).toEqual({});
  });

  it("wants a web address when a website is given, a bare domain read as https", () => {
    expect(validateContactDraft({ ...filled, website: "shop" }).website?.error).toBe(
      "Website must be a web address (for example yourcompany.co.uk)",
    );
    expect(validateContactDraft({ ...filled, website: "https://shop.ie" })).toEqual({});
    expect(validateContactDraft({ ...filled, website: "acme.co.uk" })).toEqual({});
    const kept = v.parse(contactSchema, { ...filled, website: " acme.co.uk/about " });
    expect(kept.website).toBe("https://acme.co.uk/about");
    expect(v.parse(contactSchema, filled).website).toBe("");
  });

  it.each([
    ["acme.co.uk", "https://acme.co.uk"],
    ["www.acme.co.uk/team?x=1", "https://www.acme.co.uk/team?x=1"],
    ["http://acme.co.uk", "http://acme.co.uk"],
    ["HTTPS://acme.co.uk", "HTTPS://acme.co.uk"],
    ["acme.co.uk:8080", "https://acme.co.uk:8080"],
  ])("reads %p as %p", (typed, read) => {
    expect(readWebAddress(typed)).toBe(read);
  });

  it.each([
    "acme",
    "javascript:alert(1)",
    "https://localhost",
    "ftp://acme.co.uk",
    "me@acme.co.uk",
    "https://user:secret@acme.co.uk",
    "acme .co.uk",
    "https:acme.co.uk",
  ])("refuses %p as a website", (typed) => {
    expect(readWebAddress(typed)).toBeNull();
    expect(isWebAddress(typed)).toBe(false);
  });

  it("reads whatever is typed as an http(s) address with a dotted host and no password, or not at all", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (typed) => {
        const read = readWebAddress(typed);
        if (read === null) return;
        const url = new URL(read);
        expect(["http:", "https:"]).toContain(url.protocol);
        expect(url.hostname).toContain(".");
        expect(url.username + url.password).toBe("");
      }),
      { numRuns: 2000 },
    );
  });

  it("names the limit in the subject's too-long error", () => {
    const subject = "s".repeat(FIELD_LIMITS.subject + 1);
    expect(validateContactDraft({ ...filled, subject }).subject?.error).toBe(
      "Subject is too long (200 characters at most)",
    );
  });

  it("accepts only the listed budget and how-heard options", () => {
    expect(validateContactDraft({ ...filled, budget: "$50,000+", howHeard: "Blog" })).toEqual({});
    expect(
      Object.keys(validateContactDraft({ ...filled, budget: "lots", howHeard: "TV" })),
    ).toEqual(["budget", "howHeard"]);
  });
});

describe("too-long errors", () => {
  it.each(Object.keys(FIELD_LIMITS) as LimitedField[])("name %s's limit", (field) => {
    const limit = FIELD_LIMITS[field].toLocaleString("en-GB");
    expect(tooLongProblem(field).error).toMatch(
      new RegExp(`is too long \\(${limit} characters at most\\)$`),
    );
  });
});
