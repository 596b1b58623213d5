import { buildRemovalRequest } from "../../../src/lib/leads/platform-removal";

const HASH = "0123456789abcdef0123456789abcdef";

describe("taking an address off the email platform", () => {
  const mailchimp = {
    platform: "mailchimp",
    apiKey: "mc_key",
    audienceId: "aud 1",
    baseUrl: "https://mailchimp.example/3.0/",
  } as const;

  it("deletes a Mailchimp member for good on erasure, by the member's hash", () => {
    expect(buildRemovalRequest(mailchimp, "ada@example.com", HASH, "erase")).toEqual({
      url: `https://mailchimp.example/3.0/lists/aud%201/members/${HASH}/actions/delete-permanent`,
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer mc_key" },
      body: "",
    });
  });

  it("marks a Mailchimp member unsubscribed on an unsubscribe", () => {
    const request = buildRemovalRequest(mailchimp, "ada@example.com", HASH, "unsubscribe");
    expect(request).toMatchObject({
      url: `https://mailchimp.example/3.0/lists/aud%201/members/${HASH}`,
      method: "PATCH",
      body: JSON.stringify({ status: "unsubscribed" }),
    });
  });

  it("unsubscribes on ConvertKit, whose API has no delete, with its API secret", () => {
    const convertkit = {
      platform: "convertkit",
      apiKey: "ck_key",
      apiSecret: "ck_secret",
      formId: "42",
      baseUrl: "https://ck.example/v3",
    } as const;
    for (const removal of ["erase", "unsubscribe"] as const) {
      expect(buildRemovalRequest(convertkit, "ada@example.com", HASH, removal)).toEqual({
        url: "https://ck.example/v3/unsubscribe",
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ api_secret: "ck_secret", email: "ada@example.com" }),
      });
    }
    expect(
      buildRemovalRequest({ ...convertkit, apiSecret: undefined }, "a@b.co", HASH, "erase"),
    ).toBe("CONVERTKIT_API_SECRET is not set");
  });
});
