import { LOGO_ROTATION_MS } from "../../lib/constants";
import { nextIndex } from "../../lib/cycle";
import {
  LOGO_DOT_ATTRIBUTE,
  LOGO_PAUSE_ATTRIBUTE,
  LOGO_PAUSED_ATTRIBUTE,
  PAUSE_LABEL,
  RESUME_LABEL,
} from "../../lib/logo-strip";

export interface LogoStripOptions {
  /** How long each logo stays highlighted before the next. */
  intervalMs?: number;
}

/**
 * The 'trusted by' strip on its HTML: the highlighted logo (`data-active`, its dot pressed) moves
 * on every few seconds, and a dot highlights its own. It holds still while the pointer or focus is
 * on the strip, while the visitor has paused it with its button, and when they prefer reduced
 * motion; `data-rotating` says whether it is moving. DOM alone, so the same code serves a strip
 * React rendered and one that is the build's HTML. Returns what stops it.
 */
export function attachLogoStrip(
  strip: HTMLElement,
  { intervalMs = LOGO_ROTATION_MS }: LogoStripOptions = {},
): () => void {
  const logos = [...strip.querySelectorAll("li")];
  const dots = [...strip.querySelectorAll(`[${LOGO_DOT_ATTRIBUTE}]`)];
  const pause = strip.querySelector(`[${LOGO_PAUSE_ATTRIBUTE}]`);
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let active = Math.max(
    0,
    logos.findIndex((logo) => logo.hasAttribute("data-active")),
  );
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const highlight = (index: number) => {
    active = index;
    logos.forEach((logo, at) => logo.toggleAttribute("data-active", at === index));
    dots.forEach((dot, at) => dot.setAttribute("aria-pressed", String(at === index)));
  };
  const paused = () => pause?.hasAttribute(LOGO_PAUSED_ATTRIBUTE) ?? false;
  const update = () => {
    const running = !hovered && !focused && !paused() && !motion.matches && logos.length > 1;
    strip.setAttribute("data-rotating", String(running));
    if (running && timer === undefined) {
      timer = window.setInterval(() => highlight(nextIndex(active, logos.length)), intervalMs);
    } else if (!running && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const dot = event.target.closest(`[${LOGO_DOT_ATTRIBUTE}]`);
    if (dot) highlight(dots.indexOf(dot));
    if (pause && event.target.closest(`[${LOGO_PAUSE_ATTRIBUTE}]`)) {
      const nowPaused = !paused();
      pause.toggleAttribute(LOGO_PAUSED_ATTRIBUTE, nowPaused);
      pause.setAttribute("aria-label", nowPaused ? RESUME_LABEL : PAUSE_LABEL);
      update();
    }
  };
  const listeners: [string, (event: Event) => void][] = [
    ["click", onClick],
    ["mouseenter", () => ((hovered = true), update())],
    ["mouseleave", () => ((hovered = false), update())],
    ["focusin", () => ((focused = true), update())],
    [
      "focusout",
      (event) => {
        const next = event instanceof FocusEvent ? event.relatedTarget : null;
        focused = next instanceof Node && strip.contains(next);
        update();
      },
    ],
  ];
  for (const [name, listener] of listeners) strip.addEventListener(name, listener);
  motion.addEventListener("change", update);
  focused = strip.contains(document.activeElement);
  update();

  return () => {
    window.clearInterval(timer);
    for (const [name, listener] of listeners) strip.removeEventListener(name, listener);
    motion.removeEventListener("change", update);
  };
}
