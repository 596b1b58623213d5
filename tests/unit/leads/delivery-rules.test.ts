import {
  isConfigurationFault,
  MAX_ATTEMPTS,
  outcomeOfStatus,
  retryDelayMs,
  RETRY_DELAYS_MS,
  stateAfterAttempt,
} from "../../../src/lib/leads/delivery-rules";

describe("delivery rules (docs/product.md#departures)", () => {
  it("waits 30 s, then 2, 10 and 30 minutes, then hours: a little over four days in all", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 600_000, 1_800_000]);
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total / 86_400_000).toBeCloseTo(4.15, 2);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
  });

  it.each([
    [200, "delivered"],
    [204, "delivered"],
    [302, "retry"],
    [401, "retry"],
    [403, "retry"],
    [404, "retry"],
    [408, "retry"],
    [429, "retry"],
    [500, "retry"],
    [503, "retry"],
    [400, "refused"],
    [409, "refused"],
    [422, "refused"],
  ])("takes an answer %i as %s", (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome);
  });

  it("calls a redirect, 401, 403 or 404 our settings' fault", () => {
    expect([301, 401, 403, 404].every(isConfigurationFault)).toBe(true);
    expect([400, 429, 500].some(isConfigurationFault)).toBe(false);
  });

  it("schedules the next attempt, and gives up once the attempts are used", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(stateAfterAttempt(0, "retry", now)).toEqual({
      state: "pending",
      attempts: 1,
      nextAttemptAt: new Date("2026-11-25T12:00:30Z"),
    });
    expect(stateAfterAttempt(3, "delivered", now)).toEqual({ state: "delivered", attempts: 4 });
    expect(stateAfterAttempt(0, "refused", now)).toEqual({ state: "refused", attempts: 1 });
    expect(stateAfterAttempt(MAX_ATTEMPTS - 1, "retry", now)).toEqual({
      state: "failed",
      attempts: MAX_ATTEMPTS,
    });
  });
});
