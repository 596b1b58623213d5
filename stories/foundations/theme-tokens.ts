// The brand's tokens as the Foundations pages show them, read from src/theme (never copied), with
// WCAG contrast ratios for the colours that are drawn on a background.
import { semanticColors } from "../../src/theme/semantic-tokens/colors";
import { breakpoints, tokens } from "../../src/theme/tokens";

export interface TokenEntry {
  /** The token's path as components write it, e.g. "brand.600" or "fg.muted". */
  name: string;
  value: string;
}

const isLeaf = (node: unknown): node is { value: unknown } =>
  typeof node === "object" && node !== null && "value" in node;

/** Every token under a group, depth first, in the theme's own order. */
export function flattenTokens(group: object, prefix = ""): TokenEntry[] {
  return Object.entries(group).flatMap(([key, node]): TokenEntry[] => {
    const name = key === "DEFAULT" ? prefix : prefix ? `${prefix}.${key}` : key;
    if (isLeaf(node)) return [{ name, value: String(node.value) }];
    return typeof node === "object" && node !== null ? flattenTokens(node, name) : [];
  });
}

export const paletteColors = flattenTokens(tokens.colors);
const semanticEntries = flattenTokens(semanticColors);

const NAMED: Record<string, string> = { white: "#ffffff", black: "#000000" };

/** A colour value with `{colors.x.y}` references followed through the palette and semantic tokens. */
export function resolveColor(value: string): string {
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (!reference) return NAMED[value] ?? value;
  const name = reference[1];
  const target = [...paletteColors, ...semanticEntries].find((entry) => entry.name === name);
  if (!target) throw new Error(`Unknown colour token ${value}`);
  return resolveColor(target.value);
}

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not an opaque hex colour: ${hex}`);
  return [match[1], match[2], match[3]].map((part) => parseInt(part, 16) / 255) as [
    number,
    number,
    number,
  ];
}

const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** WCAG 2 relative luminance of an opaque hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The background a semantic colour is drawn on: inverted sections, its palette's solid, or bg. */
export function backgroundOf(name: string): string {
  if (name.includes("inverted") || name.includes("Inverted")) return "bg.inverted";
  if (name.endsWith(".contrast")) return name.replace(/contrast$/, "solid");
  return "bg";
}

export interface SemanticColor extends TokenEntry {
  /** The resolved colour. */
  color: string;
  background: string;
  /** Contrast against the background, e.g. 7.2 (text needs 4.5, large text and borders 3). */
  ratio: number;
}

const resolvedSemantic = (name: string) => {
  const entry = semanticEntries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`Unknown semantic colour ${name}`);
  return resolveColor(entry.value);
};

/** Each semantic colour but the backgrounds themselves, with its contrast on its background. */
export const semanticColorsWithContrast: SemanticColor[] = semanticEntries
  .filter((entry) => !entry.name.startsWith("bg"))
  .map((entry) => {
    const color = resolveColor(entry.value);
    const background = backgroundOf(entry.name);
    return {
      ...entry,
      color,
      background,
      ratio: contrastRatio(color, resolvedSemantic(background)),
    };
  });

/** The backgrounds pages and sections are drawn on. */
export const backgrounds = semanticEntries
  .filter((entry) => entry.name.startsWith("bg"))
  .map((entry) => ({ ...entry, color: resolveColor(entry.value) }));

/** Palette colours grouped by hue ("brand", "ink"...), in the theme's order. */
export function paletteGroups() {
  const groups = new Map<string, TokenEntry[]>();
  for (const entry of paletteColors) {
    const hue = entry.name.split(".")[0] ?? entry.name;
    groups.set(hue, [...(groups.get(hue) ?? []), entry]);
  }
  return [...groups].map(([hue, entries]) => ({ hue, entries }));
}

export const fontSizes = flattenTokens(tokens.fontSizes);
export const fontWeights = flattenTokens(tokens.fontWeights);
export const fonts = flattenTokens(tokens.fonts);
const byRem = (a: TokenEntry, b: TokenEntry) => parseFloat(a.value) - parseFloat(b.value);
export const spacing = flattenTokens(tokens.spacing).sort(byRem);
export const radii = flattenTokens(tokens.radii);
export const shadows = flattenTokens(tokens.shadows);
export const breakpointEntries: TokenEntry[] = Object.entries(breakpoints).map(([name, value]) => ({
  name,
  value,
}));

/** "7.2:1", with whether it passes WCAG AA for body text (4.5) or only for large text and UI (3). */
export function describeContrast(ratio: number): string {
  const grade =
    ratio >= 4.5 ? "AA text" : ratio >= 3 ? "AA large text and UI" : "a fill, not for text";
  return `${ratio.toFixed(1)}:1 (${grade})`;
}

/** Each opaque step's contrast as text on white and on the inverted background, e.g. "600: 6.3 / 3.1". */
export function paletteContrasts(entries: readonly TokenEntry[]): string {
  const page = resolvedSemantic("bg");
  const inverted = resolvedSemantic("bg.inverted");
  return entries
    .filter((entry) => entry.value.startsWith("#"))
    .map((entry) => {
      const step = entry.name.split(".").pop();
      const onPage = contrastRatio(entry.value, page).toFixed(1);
      return `${step}: ${onPage} / ${contrastRatio(entry.value, inverted).toFixed(1)}`;
    })
    .join(" · ");
}
