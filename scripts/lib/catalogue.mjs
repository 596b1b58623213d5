// The Storybook catalogue the storybook gate tests, built for testing (`storybook build --test`:
// no docs pages, no prop tables, no docs addon, none of which the test-runner visits). The full
// catalogue, with its docs, is `npm run build-storybook`'s.

/** Where the gate's catalogue is built. */
export const CATALOGUE_DIR = "storybook-static";

/** The command, as [program, ...arguments], that builds the catalogue into `out`. */
export const catalogueBuild = (out = CATALOGUE_DIR) => [
  "npx",
  "storybook",
  "build",
  "--test",
  "--quiet",
  "-o",
  out,
];
