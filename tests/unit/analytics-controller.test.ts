/** @jest-environment jsdom */
import { createConsentController } from "../../src/browser/analytics/controller";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../src/lib/analytics/consent";
import { isTrackingEnabled, setTrackingEnabled, track } from "../../src/browser/analytics/track";

const ID = "G-TEST12345";
const NOW = new Date("2026-03-01T10:00:00.000Z");
const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const blockedStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: (): void => {
    throw new Error("SecurityError");
  },
};

/** What the page has handed to Google: each dataLayer entry as a plain array. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function setUp(options: { id?: string | null; stored?: "granted" | "denied" } = {}) {
  const storage = memoryStorage(
    options.stored ? { [CONSENT_STORAGE_KEY]: serializeConsent(options.stored, NOW) } : {},
  );
  const loadScript = jest.fn((_url: string) => undefined);
  const onStart = jest.fn(() => undefined);
  const controller = createConsentController({
    measurementId: options.id === undefined ? ID : options.id,
    storage,
    loadScript,
    onStart,
    now: () => NOW,
  });
  return { controller, storage, loadScript, onStart };
}

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  setTrackingEnabled(false);
  document.cookie.split(";").forEach((pair) => {
    document.cookie = `${pair.split("=")[0]?.trim()}=; Max-Age=0; Path=/`;
  });
});

describe("before the visitor chooses", () => {
  it("shows the banner and creates nothing of the tag: no gtag, no dataLayer, no script", () => {
    const { controller, loadScript } = setUp();
    expect(controller.available).toBe(true);
    expect(controller.getSnapshot()).toEqual({ choice: null, banner: "first-visit" });
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
    expect(track("page_view", { page_title: "Home", page_location: "http://localhost/" })).toBe(
      false,
    );
    expect(window.dataLayer).toBeUndefined();
  });

  it("does nothing at all without a measurement id, whatever was stored", () => {
    const { controller, loadScript } = setUp({ id: null, stored: "granted" });
    expect(controller.available).toBe(false);
    expect(controller.getSnapshot().banner).toBe("hidden");
    controller.choose("granted");
    controller.openSettings();
    expect(controller.getSnapshot().banner).toBe("hidden");
    expect(window.gtag).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
    expect(isTrackingEnabled()).toBe(false);
  });
});

describe("accepting", () => {
  it("sets the defaults before config, grants analytics, loads the tag and counts the page", () => {
    const { controller, storage, loadScript, onStart } = setUp();
    const listener = jest.fn();
    controller.subscribe(listener);
    controller.choose("granted");

    expect(listener).toHaveBeenCalled();
    expect(controller.getSnapshot()).toEqual({ choice: "granted", banner: "hidden" });
    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY) ?? "")).toMatchObject({
      choice: "granted",
    });
    expect(dataLayer()).toEqual([
      ["consent", "default", DENIED],
      ["js", NOW],
      [
        "config",
        ID,
        {
          send_page_view: false,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        },
      ],
      ["consent", "update", { ...DENIED, analytics_storage: "granted" }],
    ]);
    // gtag.js only reads `arguments` objects as commands.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe("[object Arguments]");
    expect(loadScript).toHaveBeenCalledWith(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(track("scroll_depth", { event_label: "25%" })).toBe(true);
    expect(dataLayer().at(-1)).toEqual(["event", "scroll_depth", { event_label: "25%" }]);
  });

  it("starts the tag at once for a returning visitor who accepted, without a second page view", () => {
    const { controller, loadScript, onStart } = setUp({ stored: "granted" });
    expect(controller.getSnapshot()).toEqual({ choice: "granted", banner: "hidden" });
    expect(dataLayer()).toHaveLength(4);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(onStart).not.toHaveBeenCalled();
    expect(isTrackingEnabled()).toBe(true);
  });
});

describe("rejecting", () => {
  it("remembers the choice and sends nothing", () => {
    const { controller, storage, loadScript, onStart } = setUp();
    controller.choose("denied");
    expect(controller.getSnapshot()).toEqual({ choice: "denied", banner: "hidden" });
    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY) ?? "")).toMatchObject({
      choice: "denied",
    });
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
    expect(track("share", { method: "twitter", content_type: "article", item_id: "x" })).toBe(
      false,
    );
  });

  it("leaves a returning visitor who rejected without a banner or a tag", () => {
    const { controller } = setUp({ stored: "denied" });
    expect(controller.getSnapshot()).toEqual({ choice: "denied", banner: "hidden" });
    expect(window.dataLayer).toBeUndefined();
  });
});

describe("changing the choice later", () => {
  it("reopens from the settings link, and withdrawing denies, stops events and clears cookies", () => {
    const { controller, storage } = setUp({ stored: "granted" });
    document.cookie = "_ga=GA1.1.1.1; Path=/";
    document.cookie = "keep=1; Path=/";
    controller.openSettings();
    expect(controller.getSnapshot()).toEqual({ choice: "granted", banner: "settings" });

    controller.choose("denied");
    expect(controller.getSnapshot()).toEqual({ choice: "denied", banner: "hidden" });
    expect(dataLayer().at(-1)).toEqual(["consent", "update", DENIED]);
    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY) ?? "")).toMatchObject({
      choice: "denied",
    });
    const before = window.dataLayer?.length;
    expect(track("scroll_depth", { event_label: "50%" })).toBe(false);
    expect(window.dataLayer?.length).toBe(before);
    expect(document.cookie).toBe("keep=1");
  });

  it("grants again without starting the tag a second time", () => {
    const { controller, loadScript, onStart } = setUp({ stored: "granted" });
    controller.choose("denied");
    controller.choose("granted");
    expect(dataLayer().at(-1)).toEqual([
      "consent",
      "update",
      { ...DENIED, analytics_storage: "granted" },
    ]);
    expect(dataLayer().filter((entry) => entry[0] === "config")).toHaveLength(1);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(isTrackingEnabled()).toBe(true);
  });

  it("changes nothing when the same choice is made again", () => {
    const { controller, onStart } = setUp({ stored: "granted" });
    controller.openSettings();
    controller.choose("granted");
    expect(dataLayer()).toHaveLength(4);
    expect(onStart).not.toHaveBeenCalled();
    expect(controller.getSnapshot().banner).toBe("hidden");
  });
});

describe("blocked storage", () => {
  it("asks, and keeps the choice for the visit", () => {
    const controller = createConsentController({
      measurementId: ID,
      storage: blockedStorage,
      loadScript: () => undefined,
      now: () => NOW,
    });
    expect(controller.getSnapshot().banner).toBe("first-visit");
    controller.choose("denied");
    expect(controller.getSnapshot()).toEqual({ choice: "denied", banner: "hidden" });
  });
});
