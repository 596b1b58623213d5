// Reads a story's Chromatic parameters the way Chromatic does, so that the local test-runner
// snapshots the same screens, with the same motion setting, as a hosted build.
import { SCREENS, type Screen } from "./screens";

const isScreen = (name: string): name is Screen => Object.hasOwn(SCREENS, name);

interface ModeSetting {
  disable?: boolean;
}

interface ChromaticParameters {
  modes?: Record<string, ModeSetting | undefined>;
  disableSnapshot?: boolean;
  prefersReducedMotion?: string;
}

const chromaticOf = (parameters: Record<string, unknown>): ChromaticParameters =>
  (parameters.chromatic ?? {}) as ChromaticParameters;

/** The screens of a story's Chromatic modes that are not disabled, desktop first. */
export function modeScreens(parameters: Record<string, unknown>): Screen[] {
  const modes = Object.entries(chromaticOf(parameters).modes ?? {});
  const screens = modes.filter(([, mode]) => mode && !mode.disable).map(([name]) => name);
  const unknown = screens.filter((name) => !isScreen(name));
  if (unknown.length > 0) throw new Error(`Unknown Chromatic mode(s): ${unknown.join(", ")}`);
  if (screens.length === 0) throw new Error("A story must keep at least one Chromatic mode");
  return (Object.keys(SCREENS) as Screen[]).filter((screen) => screens.includes(screen));
}

/**
 * The screens a story's image is taken at: its Chromatic modes, or none when the story turns
 * snapshots off (a behaviour story whose image would repeat another story's).
 */
export const snapshotScreens = (parameters: Record<string, unknown>): Screen[] =>
  chromaticOf(parameters).disableSnapshot ? [] : modeScreens(parameters);

/** The screen a story's play function runs at: desktop when its modes include it. */
export const playScreen = (parameters: Record<string, unknown>): Screen =>
  modeScreens(parameters)[0];

/** Whether the story runs with prefers-reduced-motion, as Chromatic's parameter says. */
export const reducesMotion = (parameters: Record<string, unknown>): boolean =>
  chromaticOf(parameters).prefersReducedMotion !== "no-preference";
