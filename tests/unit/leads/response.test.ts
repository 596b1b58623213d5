import { NETWORK_FAILURE, toLeadResult } from "../../../src/lib/leads/response";

describe("toLeadResult (docs/product.md#lead-handling)", () => {
  it("answers 'Successfully subscribed!' on any 2xx", () => {
    expect(toLeadResult(200, {})).toEqual({ success: true, message: "Successfully subscribed!" });
    expect(toLeadResult(201, null).success).toBe(true);
  });

  it("reads the subscriber id from subscription.id, id or subscriberId", () => {
    expect(toLeadResult(200, { subscription: { id: 987 } }).subscriberId).toBe("987");
    expect(toLeadResult(200, { id: "mc_1" }).subscriberId).toBe("mc_1");
    expect(toLeadResult(200, { subscriberId: "sub_1" }).subscriberId).toBe("sub_1");
    expect(toLeadResult(200, { subscription: { id: 5 }, id: "x" }).subscriberId).toBe("5");
  });

  it("answers 'Failed to subscribe' with the server's message or detail", () => {
    expect(toLeadResult(400, { message: "Email already on list" })).toEqual({
      success: false,
      error: "Failed to subscribe",
      message: "Email already on list",
    });
    expect(toLeadResult(400, { detail: "Member Exists" }).message).toBe("Member Exists");
    expect(toLeadResult(400, { error: "Invalid email format", hint: "x" }).message).toBe(
      "Invalid email format",
    );
  });

  it("falls back to 'Unknown error'", () => {
    expect(toLeadResult(500, null).message).toBe("Unknown error");
    expect(toLeadResult(404, "Not found").message).toBe("Unknown error");
  });

  it("has the product's network failure", () => {
    expect(NETWORK_FAILURE).toEqual({
      success: false,
      error: "Network error",
      message: "Network error",
    });
  });
});
