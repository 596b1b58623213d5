import { isConfigValid, validateLead } from "../../../src/lib/leads/platform-settings";

describe("isConfigValid (docs/product.md#validation-messages, docs/product.md#departures", () => {
  it("needs apiKey and formId for convertkit", () => {
    expect(isConfigValid({ platform: "convertkit", apiKey: "k", formId: "f" })).toBe(true);
    expect(isConfigValid({ platform: "convertkit", apiKey: "k" })).toBe(false);
    expect(isConfigValid({ platform: "convertkit", formId: "f" })).toBe(false);
    // The shipped configuration of the original site: empty apiKey and formId.
    expect(isConfigValid({ platform: "convertkit", apiKey: "", formId: "" })).toBe(false);
  });

  it("needs apiKey and audienceId for mailchimp (a formId is not enough)", () => {
    expect(isConfigValid({ platform: "mailchimp", apiKey: "k", audienceId: "a" })).toBe(true);
    expect(isConfigValid({ platform: "mailchimp", apiKey: "k", formId: "f" })).toBe(false);
    expect(isConfigValid({ platform: "mailchimp", audienceId: "a" })).toBe(false);
  });

  it("accepts custom only with a base URL", () => {
    expect(isConfigValid({ platform: "custom", baseUrl: "/api" })).toBe(true);
    expect(isConfigValid({ platform: "custom" })).toBe(false);
    expect(isConfigValid({ platform: "custom", baseUrl: "  " })).toBe(false);
  });
});

describe("validateLead (docs/product.md#validation-messages)", () => {
  const custom = { platform: "custom", baseUrl: "/api" } as const;

  it("rejects an unconfigured platform first, with the product's message and hint", () => {
    expect(validateLead({ platform: "convertkit" }, "")).toEqual({
      error: "Email marketing not configured",
      hint: "Please configure email marketing platform",
    });
  });

  it("then applies the email rules", () => {
    expect(validateLead(custom, "")).toEqual({
      error: "Email is required",
      hint: "Missing email address",
    });
    expect(validateLead(custom, "owner")?.error).toBe("Invalid email format");
    expect(validateLead(custom, "owner@business.co.uk")).toBeNull();
  });
});
