import {
  consentReducer,
  initialConsentState,
  parseStoredConsent,
  serializeConsent,
  CONSENT_VERSION,
  type ConsentState,
} from "../../src/lib/analytics/consent";

const NOW = new Date("2026-03-01T10:00:00.000Z");

describe("stored consent", () => {
  it("round-trips each choice with the question's version and the time it was made", () => {
    const granted = serializeConsent("granted", NOW);
    expect(JSON.parse(granted)).toEqual({
      version: CONSENT_VERSION,
      choice: "granted",
      savedAt: "2026-03-01T10:00:00.000Z",
    });
    expect(parseStoredConsent(granted)).toBe("granted");
    expect(parseStoredConsent(serializeConsent("denied", NOW))).toBe("denied");
  });

  it("reads anything else as no choice, so the visitor is asked", () => {
    for (const raw of [
      null,
      "",
      "granted",
      "{not json",
      "null",
      "[]",
      JSON.stringify({ version: CONSENT_VERSION, choice: "yes" }),
      JSON.stringify({ version: CONSENT_VERSION + 1, choice: "granted" }),
      JSON.stringify({ choice: "granted" }),
    ]) {
      expect(parseStoredConsent(raw)).toBeNull();
    }
  });
});

describe("consent state", () => {
  it("asks a first-time visitor, with nothing chosen for them", () => {
    expect(initialConsentState(null, true)).toEqual({ choice: null, banner: "first-visit" });
  });

  it("remembers a returning visitor's choice and does not ask again", () => {
    expect(initialConsentState("granted", true)).toEqual({ choice: "granted", banner: "hidden" });
    expect(initialConsentState("denied", true)).toEqual({ choice: "denied", banner: "hidden" });
  });

  it("never asks when the site has no analytics", () => {
    expect(initialConsentState(null, false)).toEqual({ choice: null, banner: "hidden" });
  });

  it("closes the banner on either choice, and reopens it from the settings link", () => {
    const first: ConsentState = { choice: null, banner: "first-visit" };
    const accepted = consentReducer(first, { type: "choose", choice: "granted" });
    expect(accepted).toEqual({ choice: "granted", banner: "hidden" });
    const reopened = consentReducer(accepted, { type: "open-settings" });
    expect(reopened).toEqual({ choice: "granted", banner: "settings" });
    expect(consentReducer(reopened, { type: "choose", choice: "denied" })).toEqual({
      choice: "denied",
      banner: "hidden",
    });
    expect(consentReducer(first, { type: "choose", choice: "denied" })).toEqual({
      choice: "denied",
      banner: "hidden",
    });
  });

  it("keeps a first visit's banner as it is when the settings link is used", () => {
    const first: ConsentState = { choice: null, banner: "first-visit" };
    expect(consentReducer(first, { type: "open-settings" })).toEqual(first);
  });
});
