// What a component's Docs page is made of, as Storybook reads it (react-docgen): a description
// and a description for each prop. Components that are a theme recipe on a plain element have no
// component react-docgen can find; their stories give the description instead.
import { readFileSync } from "node:fs";
import { builtinResolvers, parse } from "react-docgen";
import { pathOpenings, storyDescriptions } from "./docs-openings.mjs";

const resolver = new builtinResolvers.FindExportedDefinitionsResolver();
const STORIES_DESCRIPTION = /description:\s*\{\s*component:|\brecipeDocs\(/;

/**
 * The gaps in one component's Docs page, as sentences; none when it is complete. With
 * `everyExport`, every component the file exports is checked, not only the one named after it.
 */
export function docsProblems(
  file,
  storiesSource,
  storiesFile = "its stories file",
  { everyExport = false } = {},
) {
  const fromStories = pathOpenings(storiesFile, storyDescriptions(storiesSource));
  const name = file
    .split("/")
    .pop()
    .replace(/\.tsx$/, "");
  let found;
  try {
    found = parse(readFileSync(file, "utf8"), { filename: file, resolver });
  } catch {
    return STORIES_DESCRIPTION.test(storiesSource)
      ? fromStories
      : [
          `${file}: no component react-docgen can read, and its stories give no description`,
          ...fromStories,
        ];
  }
  const named = found.find((doc) => doc.displayName === name) ?? found[0];
  const components = everyExport && found.length > 0 ? found : [named];
  const problems = components.flatMap((component) => componentProblems(file, name, component));
  problems.push(...fromStories);
  return problems;
}

/** One component's gaps: its description, its props' descriptions, and none opening with a path. */
function componentProblems(file, fileName, component) {
  const name = component?.displayName ?? fileName;
  const problems = [];
  if (!component?.description) problems.push(`${file}: ${name} has no JSDoc description`);
  // Props known only from a default value are Chakra's style props, documented by Chakra.
  const undocumented = Object.entries(component?.props ?? {})
    .filter(([, prop]) => prop.tsType && !prop.description)
    .map(([prop]) => prop);
  if (undocumented.length > 0) {
    problems.push(
      `${file}: ${name}'s props without a JSDoc description: ${undocumented.join(", ")}`,
    );
  }
  problems.push(
    ...pathOpenings(file, [
      { of: name, text: component?.description ?? "" },
      ...Object.entries(component?.props ?? {}).map(([prop, { description }]) => ({
        of: `${name}'s prop ${prop}`,
        text: description ?? "",
      })),
    ]),
  );
  return problems;
}
