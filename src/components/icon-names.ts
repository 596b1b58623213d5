// The icons the site draws. Their shapes live in IconSprite.tsx and reach the page once, as the
// SVG sprite; components refer to them by name.
export const ICON_NAMES = [
  "menu",
  "close",
  "mail",
  "phone",
  "mapPin",
  "clock",
  "lock",
  "shield",
  "shieldCheck",
  "flag",
  "star",
  "check",
  "alert",
  "pause",
  "play",
  "arrowRight",
  "instagram",
  "x",
  "linkedin",
  "chevronLeft",
  "chevronRight",
  "layers",
  "briefcase",
  "cpu",
  "zap",
  "megaphone",
  "shoppingBag",
  "target",
  "chevronDown",
  "calendar",
  "search",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}

export const iconSymbolId = (name: IconName): string => `icon-${name}`;
