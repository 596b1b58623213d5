// Publishes the catalogue to Chromatic (hosted review and visual diffs) when a project token is set.
import { run } from "./lib/serve.mjs";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    "Skipping Chromatic: CHROMATIC_PROJECT_TOKEN is not set (set it to publish the hosted Storybook).",
  );
  process.exit(0);
}

const code = await run("npx", [
  "chromatic",
  "--build-script-name",
  "build-storybook",
  "--exit-zero-on-changes",
  "--only-changed",
  ...process.argv.slice(2),
]);
process.exit(code);
