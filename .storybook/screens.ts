// The two screens every story image is taken at, locally and in Chromatic: one source for the
// test-runner's viewports, the Chromatic modes and the viewport menu.
export const SCREENS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type Screen = keyof typeof SCREENS;
