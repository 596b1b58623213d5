import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import { validateContactDraft } from "../../../src/lib/leads/contact-schema";
import { FIELD_LIMITS, isWebAddress } from "../../../src/lib/leads/fields";
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
    expect(validateLeadForm({ ...filled, message }).message?.error).toBe("Message is too long");
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

  it("wants a full web address when a website is given", () => {
    expect(validateContactDraft({ ...filled, website: "shop.ie" }).website?.error).toBe(
      "Website must be a full web address",
    );
    expect(validateContactDraft({ ...filled, website: "https://shop.ie" })).toEqual({});
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("https://localhost")).toBe(false);
  });

  it("accepts only the listed budget and how-heard options", () => {
    expect(validateContactDraft({ ...filled, budget: "$50,000+", howHeard: "Blog" })).toEqual({});
    expect(
      Object.keys(validateContactDraft({ ...filled, budget: "lots", howHeard: "TV" })),
    ).toEqual(["budget", "howHeard"]);
  });
});
