import type { ConsentController } from "../analytics/controller";
import type { ConsentState } from "../../lib/analytics/consent";
import { reserveAtBottom } from "../../hooks/use-bottom-reserve";

/** The attributes of the banner's parts in the page (ConsentBanner draws them). */
export const CONSENT_BANNER = {
  region: "data-consent-banner",
  panel: "data-consent-panel",
  choice: "data-consent-choice",
  notice: "data-consent-notice",
  acceptedNotice: "data-accepted-notice",
  rejectedNotice: "data-rejected-notice",
} as const;

/** Marks a control that reopens the banner ('Cookie settings' in the footer). */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-open-consent-settings";

/** Calls `open` for a click on any control that reopens the banner. Returns what stops it. */
export function onConsentSettingsClick(open: () => void): () => void {
  const click = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`))
      open();
  };
  document.addEventListener("click", click);
  return () => document.removeEventListener("click", click);
}

/**
 * The consent banner's behaviour, from the DOM alone (the panel is in the page's HTML, hidden):
 * shown while the visitor has not chosen or asks to change; Accept and Reject each choose at
 * once and say politely what was chosen; reopened from 'Cookie settings', focus moves into it
 * and back to the link after. While shown, its height is kept free at the bottom of the page and
 * of the scroll padding, so it never covers the page's end or what has focus (WCAG 2.4.11).
 * Returns what stops it.
 */
export function attachConsentBanner(
  region: HTMLElement,
  controller: ConsentController,
): () => void {
  const panel = region.querySelector<HTMLElement>(`[${CONSENT_BANNER.panel}]`);
  const notice = region.querySelector<HTMLElement>(`[${CONSENT_BANNER.notice}]`);
  if (!panel || !notice) return () => undefined;

  let shown: ConsentState["banner"] = "hidden";
  let opener: HTMLElement | null = null;
  let releaseReserve: (() => void) | null = null;
  const unreserve = () => {
    releaseReserve?.();
    releaseReserve = null;
    document.body.style.removeProperty("padding-bottom");
  };
  // The observer reports the first size too, after the frame's own layout and before its paint:
  // measuring at once instead would force a layout of the whole page.
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    const height = `${Math.ceil(box ? box.blockSize : panel.getBoundingClientRect().height)}px`;
    releaseReserve?.();
    releaseReserve = reserveAtBottom("consent-banner", height);
    document.body.style.paddingBottom = height;
  });

  const show = ({ banner }: ConsentState) => {
    if (banner === shown) return;
    const was = shown;
    shown = banner;
    panel.hidden = banner === "hidden";
    if (banner === "hidden") {
      observer.unobserve(panel);
      unreserve();
      return;
    }
    notice.textContent = "";
    if (was === "hidden") observer.observe(panel);
    if (banner === "settings") {
      if (document.activeElement instanceof HTMLElement) opener = document.activeElement;
      panel.focus();
    }
  };

  const choose = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${CONSENT_BANNER.choice}]`) : null;
    const choice = button?.getAttribute(CONSENT_BANNER.choice);
    if (choice !== "granted" && choice !== "denied") return;
    const said = region.getAttribute(
      choice === "granted" ? CONSENT_BANNER.acceptedNotice : CONSENT_BANNER.rejectedNotice,
    );
    controller.choose(choice);
    notice.textContent = said ?? "";
    opener?.focus();
    opener = null;
  };

  panel.addEventListener("click", choose);
  const unsubscribe = controller.subscribe(() => show(controller.getSnapshot()));
  show(controller.getSnapshot());
  return () => {
    unsubscribe();
    panel.removeEventListener("click", choose);
    observer.disconnect();
    unreserve();
  };
}
