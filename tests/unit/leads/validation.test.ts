import { isConfigValid, isEmailFormat, validateLead } from "../../../src/lib/leads/validation";

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

  it("requires the email", () => {
    expect(validateLead(custom, "")).toEqual({
      error: "Email is required",
      hint: "Missing email address",
    });
    expect(validateLead(custom, "   ")?.error).toBe("Email is required");
    expect(validateLead(custom, undefined)?.error).toBe("Email is required");
  });

  it.each([
    "owner",
    "owner@business",
    "@business.co.uk",
    "own er@business.co.uk",
    "a@b.c d",
    "a@.bc",
    "a@bc.",
    "a@b@c.d",
  ])("calls %p an invalid email format", (email) => {
    expect(validateLead(custom, email)).toEqual({
      error: "Invalid email format",
      hint: "Email format is invalid",
    });
  });

  it.each(["owner@business.co.uk", "first.last+tag@studio.io", "a@b.c", "a@b..c", "a@.b.c"])(
    "accepts %p (text, @, text, dot, text)",
    (email) => {
      expect(validateLead(custom, email)).toBeNull();
      expect(isEmailFormat(email)).toBe(true);
    },
  );

  // The input that made the old pattern try every dot against every other (about a second of
  // CPU). Refused for its shape; the lint gate's no-super-linear-backtracking keeps such patterns out.
  it("refuses the pathological 16 KB address with the product's message", () => {
    const email = `a@${".".repeat(16_000)}@`;
    expect(validateLead(custom, email)?.error).toBe("Invalid email format");
    expect(isEmailFormat(`a@b${".".repeat(16_000)}c`)).toBe(false);
  });
});
