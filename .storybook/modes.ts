import { SCREENS } from "./screens";

/** Chromatic modes: the widths the local baselines are taken at (see .storybook/screens.ts). */
export const allModes = {
  desktop: { viewport: SCREENS.desktop },
  mobile: { viewport: SCREENS.mobile },
} as const;

/**
 * What Chromatic snapshots unless a story says otherwise: the desktop width with reduced motion,
 * as the test-runner does. Stories whose layout changes at 390 px add the mobile mode.
 */
export const chromaticDefaults = {
  modes: { desktop: allModes.desktop },
  prefersReducedMotion: "reduce",
} as const;
