// @ts-check
// The stories gate's rule on Docs text, apart from react-docgen so that a unit test can load it.

// A reader of the catalogue meets a Docs description's first words before anything else, so
// they say what the thing is; a link to docs/ may follow, at the end.
const PATH_OPENING =
  /^(?:\.{0,2}\/)?(?:(?:docs|src|scripts|content|tests|plugins|stories|static|bench|netlify|\.storybook)\/|[\w.-]+\/[\w./-]*\.[a-z]{1,8}\b|[\w.-]+\.(?:md|mdx|ts|tsx|js|mjs|json|graphql|css)\b)/;

/** @typedef {{ of: string; text: string }} Description */

/**
 * Whether a description opens with a file or folder path rather than with its sentence.
 * @param {string} text
 */
export const opensWithPath = (text) => PATH_OPENING.test(text.trim());

// Storybook shows the comment above the stories file's meta as the component's description and
// the comment above each story as that story's; recipeDocs takes the description as its second
// argument.
const STORY_JSDOC = /\/\*\*([\s\S]*?)\*\/\s*(?:export\s+)?(?:const\s+(\w+)|default\b)/g;
const RECIPE_DESCRIPTION = /\brecipeDocs\(\s*[\w.]+\s*,\s*(["'`])((?:\\.|(?!\1)[\s\S])*)\1/g;

const jsdocText = (/** @type {string} */ body) =>
  body
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, ""))
    .join(" ")
    .trim();

/**
 * The Docs descriptions a stories file gives, each with what it describes.
 * @param {string} storiesSource
 */
export function storyDescriptions(storiesSource) {
  /** @type {Description[]} */
  const found = [];
  for (const [, body, name] of storiesSource.matchAll(STORY_JSDOC)) {
    found.push({ of: name ?? "meta", text: jsdocText(body) });
  }
  for (const match of storiesSource.matchAll(RECIPE_DESCRIPTION)) {
    found.push({ of: "recipeDocs", text: match[2] });
  }
  return found;
}

/**
 * The Docs descriptions of one file that open with a path, as sentences naming the file.
 * @param {string} file
 * @param {Description[]} descriptions
 */
export function pathOpenings(file, descriptions) {
  return descriptions
    .filter(({ text }) => opensWithPath(text))
    .map(
      ({ of, text }) =>
        `${file}: ${of}'s Docs description opens with a path: "${text.slice(0, 60)}"`,
    );
}
