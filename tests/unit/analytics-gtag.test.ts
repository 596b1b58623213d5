import {
  consentSignals,
  measurementIdFrom,
  startCommands,
  tagScriptUrl,
  updateCommands,
  CONSENT_DENIED,
} from "../../src/lib/analytics/gtag-commands";
import {
  analyticsCookieNames,
  cookieDomains,
  cookieExpiries,
} from "../../src/browser/analytics/cookies";

const NOW = new Date("2026-03-01T10:00:00.000Z");

describe("Consent Mode v2 commands", () => {
  it("deny all four signals by default", () => {
    expect(CONSENT_DENIED).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
  });

  it("start the tag with everything denied before config, then grant analytics only", () => {
    expect(startCommands("G-ABC123XYZ", NOW)).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        },
      ],
      ["js", NOW],
      [
        "config",
        "G-ABC123XYZ",
        {
          send_page_view: false,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        },
      ],
      [
        "consent",
        "update",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "granted",
        },
      ],
    ]);
  });

  it("deny everything again when the visitor withdraws, and grant analytics when they return", () => {
    expect(updateCommands("denied")).toEqual([["consent", "update", CONSENT_DENIED]]);
    expect(updateCommands("granted")).toEqual([
      ["consent", "update", { ...CONSENT_DENIED, analytics_storage: "granted" }],
    ]);
    expect(consentSignals("granted").ad_storage).toBe("denied");
  });
});

describe("measurement id", () => {
  it("accepts a GA4 id from the environment", () => {
    expect(measurementIdFrom("G-ABC123XYZ")).toBe("G-ABC123XYZ");
    expect(measurementIdFrom(" g-abc123xyz ")).toBe("G-ABC123XYZ");
  });

  it("treats a missing or malformed one as none", () => {
    for (const raw of [undefined, null, "", "UA-12345-1", "G-", 'G-ABC"><script>', 42]) {
      expect(measurementIdFrom(raw)).toBeNull();
    }
  });

  it("names the tag's script on Google's tag origin", () => {
    expect(tagScriptUrl("G-ABC123XYZ")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ",
    );
  });
});

describe("analytics cookies on withdrawal", () => {
  const header = "_ga=GA1.1.123.456; theme=dark; _ga_ABC123XYZ=GS1.1.789; _gat=1; x_ga=2";

  it("finds the tag's cookies and nothing else", () => {
    expect(analyticsCookieNames(header)).toEqual(["_ga", "_ga_ABC123XYZ"]);
    expect(analyticsCookieNames("")).toEqual([]);
  });

  it("tries the host itself and every parent domain", () => {
    expect(cookieDomains("www.scalewise.studio")).toEqual([
      null,
      "www.scalewise.studio",
      "scalewise.studio",
    ]);
    expect(cookieDomains("localhost")).toEqual([null]);
    expect(cookieDomains("127.0.0.1")).toEqual([null]);
  });

  it("expires each of them on each domain", () => {
    expect(cookieExpiries("_ga=1; other=2", "scalewise.studio")).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=scalewise.studio",
    ]);
  });
});
