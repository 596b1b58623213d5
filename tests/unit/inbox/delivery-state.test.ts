import { canRetry, deliveryStateText, isUnrecorded } from "../../../src/lib/inbox/deliveries";

// An email handed to the mail server whose result was never recorded is shown as sent, not failed.

describe("a delivery's state on screen", () => {
  const failed = { target: "visitor-email", state: "failed", attempts: 1 } as const;

  it("says sent, result not recorded for an email whose sending was noted and never settled", () => {
    const unrecorded = { ...failed, sendingSince: "2026-03-12T09:41:03.000Z" };
    expect(isUnrecorded(unrecorded)).toBe(true);
    expect(deliveryStateText(unrecorded)).toBe("Sent, result not recorded");
    // The owner decides: it may be sent again.
    expect(canRetry(unrecorded)).toBe(true);
  });

  it("says failed, or waiting while an email is being handed over", () => {
    expect(deliveryStateText(failed)).toBe("Failed");
    const sending = {
      ...failed,
      state: "pending",
      sendingSince: "2026-03-12T09:41:03.000Z",
    } as const;
    expect(isUnrecorded(sending)).toBe(false);
    expect(deliveryStateText(sending)).toBe("Waiting");
  });
});
