import { cookieExpiries } from "./cookies";
import {
  consentReducer,
  initialConsentState,
  parseStoredConsent,
  serializeConsent,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type ConsentState,
} from "../../lib/analytics/consent";
import {
  startCommands,
  tagScriptUrl,
  updateCommands,
  type GtagCommand,
} from "../../lib/analytics/gtag-commands";
import { setTrackingEnabled } from "./track";

export type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

/** What the banner and the footer's settings link need from the consent logic. */
export interface ConsentController {
  /** False when the site has no measurement id: there is nothing to ask about. */
  readonly available: boolean;
  getSnapshot(): ConsentState;
  subscribe(listener: () => void): () => void;
  choose(choice: ConsentChoice): void;
  openSettings(): void;
}

export interface ConsentControllerOptions {
  measurementId: string | null;
  /** null when storage is blocked: the choice then lasts for this visit only. */
  storage: ConsentStorage | null;
  /** Loads the Google tag's script (the site waits for the browser to be idle). */
  loadScript: (url: string) => void;
  /** Called when the visitor accepts on this page (to count the page they are on). */
  onStart?: () => void;
  now?: () => Date;
}

function readChoice(storage: ConsentStorage | null): ConsentChoice | null {
  try {
    return parseStoredConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

function saveChoice(storage: ConsentStorage | null, choice: ConsentChoice, now: Date): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice, now));
  } catch {
    // Blocked or full storage: the choice still holds until the visitor leaves.
  }
}

/**
 * gtag.js reads a dataLayer entry as a command only when it is an `arguments` object (an array is
 * taken for a Tag Manager push and ignored), so this is Google's own snippet, in our bundle rather
 * than an inline script. `arguments.valueOf()` is that same object.
 */
function installGtag(): (...command: GtagCommand) => void {
  const dataLayer = (window.dataLayer ??= []);
  function gtag(..._command: GtagCommand) {
    dataLayer.push(arguments.valueOf());
  }
  window.gtag = gtag;
  return gtag;
}

function expireAnalyticsCookies(): void {
  for (const expiry of cookieExpiries(document.cookie, window.location.hostname)) {
    document.cookie = expiry;
  }
}

/**
 * The consent state machine wired to the Google tag: nothing of the tag exists until the visitor
 * accepts (no gtag, no dataLayer, no request); accepting sets Consent Mode's defaults (all denied),
 * configures the tag, grants analytics storage and loads the script; withdrawing denies it again,
 * stops every event and removes the tag's cookies.
 */
export function createConsentController({
  measurementId,
  storage,
  loadScript,
  onStart,
  now = () => new Date(),
}: ConsentControllerOptions): ConsentController {
  let state = initialConsentState(readChoice(storage), measurementId !== null);
  let gtag: ((...command: GtagCommand) => void) | null = null;
  const listeners = new Set<() => void>();

  const run = (commands: GtagCommand[]) => commands.forEach((command) => gtag?.(...command));

  const apply = (choice: ConsentChoice) => {
    if (!measurementId) return;
    if (choice === "granted") {
      if (gtag) {
        run(updateCommands("granted"));
      } else {
        gtag = installGtag();
        run(startCommands(measurementId, now()));
        loadScript(tagScriptUrl(measurementId));
      }
      setTrackingEnabled(true);
    } else {
      setTrackingEnabled(false);
      if (gtag) {
        run(updateCommands("denied"));
        expireAnalyticsCookies();
      }
    }
  };

  if (state.choice === "granted") apply("granted");

  const update = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    available: measurementId !== null,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      const before = state.choice;
      saveChoice(storage, choice, now());
      update(consentReducer(state, { type: "choose", choice }));
      if (choice === before) return;
      apply(choice);
      // A returning visitor's first page view comes with the route; this one is for the page on
      // which the visitor has just accepted.
      if (choice === "granted") onStart?.();
    },
    openSettings() {
      if (measurementId) update(consentReducer(state, { type: "open-settings" }));
    },
  };
}
