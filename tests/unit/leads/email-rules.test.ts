import { checkEmail, isEmailFormat } from "../../../src/lib/leads/email-rules";

describe("checkEmail (docs/product.md#validation-messages)", () => {
  it("requires the email", () => {
    expect(checkEmail("")).toEqual({ error: "Email is required", hint: "Missing email address" });
    expect(checkEmail("   ")?.error).toBe("Email is required");
    expect(checkEmail(undefined)?.error).toBe("Email is required");
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
    expect(checkEmail(email)).toEqual({
      error: "Invalid email format",
      hint: "Email format is invalid",
    });
  });

  it.each(["owner@business.co.uk", "first.last+tag@studio.io", "a@b.c", "a@b..c", "a@.b.c"])(
    "accepts %p (text, @, text, dot, text)",
    (email) => {
      expect(checkEmail(email)).toBeNull();
      expect(isEmailFormat(email)).toBe(true);
    },
  );

  // The input that made the old pattern try every dot against every other (about a second of
  // CPU). Refused for its shape; the lint gate's no-super-linear-backtracking keeps such patterns out.
  it("refuses the pathological 16 KB address with the product's message", () => {
    const email = `a@${".".repeat(16_000)}@`;
    expect(checkEmail(email)?.error).toBe("Invalid email format");
    expect(isEmailFormat(`a@b${".".repeat(16_000)}c`)).toBe(false);
  });
});
