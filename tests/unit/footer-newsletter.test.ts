import { subscribeFooterNewsletter } from "../../src/lib/leads/footer-newsletter";

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: unknown): jest.Mock {
  const mock = jest.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );
  global.fetch = mock;
  return mock;
}

describe("subscribeFooterNewsletter", () => {
  it("posts the lead record with source footer_newsletter to /api/subscribe", async () => {
    const mock = answer(200, { subscriberId: "sub_1", message: "ok" });
    await subscribeFooterNewsletter("owner@business.co.uk");
    const [url, init] = mock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/subscribe");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "owner@business.co.uk",
      source: "footer_newsletter",
      tags: ["newsletter"],
    });
  });

  it("answers 'Successfully subscribed!' with the subscriber id on 2xx", async () => {
    answer(201, { subscriberId: "sub_1" });
    await expect(subscribeFooterNewsletter("a@b.co")).resolves.toEqual({
      success: true,
      message: "Successfully subscribed!",
      subscriberId: "sub_1",
    });
  });

  it("answers 'Failed to subscribe' with the server's message", async () => {
    answer(400, { message: "Invalid email format" });
    await expect(subscribeFooterNewsletter("a@b")).resolves.toEqual({
      success: false,
      message: "Failed to subscribe",
      error: "Invalid email format",
    });
  });

  it("falls back to the server's detail, then 'Unknown error'", async () => {
    answer(500, { detail: "Upstream down" });
    await expect(subscribeFooterNewsletter("a@b.co")).resolves.toMatchObject({
      error: "Upstream down",
    });
    answer(502, "oops");
    await expect(subscribeFooterNewsletter("a@b.co")).resolves.toMatchObject({
      error: "Unknown error",
    });
  });

  it("answers 'Network error' when the request throws", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(subscribeFooterNewsletter("a@b.co")).resolves.toEqual({
      success: false,
      message: "Network error",
      error: "Network error",
    });
  });
});
