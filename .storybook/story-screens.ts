// Reads a story's Chromatic parameters the way Chromatic does, so that the local test-runner
// snapshots the same screens, with the same motion setting, as a hosted build.
import { SCREENS, type Screen } from "./screens";

const isScreen = (name: string): name is Screen => Object.hasOwn(SCREENS, name);

interface ModeSetting {
  disable?: boolean;
}

interface ChromaticParameters {
  modes?: Record<string, ModeSetting | undefined>;
  prefersReducedMotion?: string;
}

const chromaticOf = (parameters: Record<string, unknown>): ChromaticParameters =>
  (parameters.chromatic ?? {}) as ChromaticParameters;

/** The screens a story's image is taken at: its Chromatic modes that are not disabled. */
export function snapshotScreens(parameters: Record<string, unknown>): Screen[] {
  const modes = Object.entries(chromaticOf(parameters).modes ?? {});
  const screens = modes.filter(([, mode]) => mode && !mode.disable).map(([name]) => name);
  const unknown = screens.filter((name) => !isScreen(name));
  if (unknown.length > 0) throw new Error(`Unknown Chromatic mode(s): ${unknown.join(", ")}`);
  if (screens.length === 0) throw new Error("A story must keep at least one Chromatic mode");
  return (Object.keys(SCREENS) as Screen[]).filter((screen) => screens.includes(screen));
}

/** The screen a story's play function runs at: desktop when it is snapshotted there. */
export const playScreen = (parameters: Record<string, unknown>): Screen =>
  snapshotScreens(parameters)[0];

/** Whether the story runs with prefers-reduced-motion, as Chromatic's parameter says. */
export const reducesMotion = (parameters: Record<string, unknown>): boolean =>
  chromaticOf(parameters).prefersReducedMotion !== "no-preference";
