// The stories gate's rule that a Docs description opens with its sentence, not with a path.
import {
  opensWithPath,
  pathOpenings,
  storyDescriptions,
} from "../../scripts/lib/docs-openings.mjs";

describe("opensWithPath", () => {
  it.each([
    "docs/product.md#routes: the consultation request form.",
    "  src/lib/leads/payloads.ts builds the request.",
    "content/data/about.json: the About page.",
    "./stories/fixtures/chrome.ts",
    "README.md says how to start.",
    "netlify/functions/lead.mts answers the form.",
  ])("finds the path that opens %p", (text) => {
    expect(opensWithPath(text)).toBe(true);
  });

  it.each([
    "The consultation request form (see docs/product.md#routes).",
    "Sends and/or stores the lead.",
    "A 16/9 frame for the map.",
    "",
  ])("lets %p through", (text) => {
    expect(opensWithPath(text)).toBe(false);
  });
});

describe("storyDescriptions", () => {
  const source = `
/** The lead form, empty. */
const meta = { title: "Components/LeadForm" };
export default meta;

/**
 * docs/product.md#forms: sent once.
 */
export const Sent: Story = {};

// A line comment is not a Docs description.
export const Plain: Story = {};

const docs = recipeDocs(inputRecipe, "src/theme/recipes/input.ts: the field.", {});
`;

  it("reads the meta's and each story's JSDoc and the recipe's description", () => {
    expect(storyDescriptions(source)).toEqual([
      { of: "meta", text: "The lead form, empty." },
      { of: "Sent", text: "docs/product.md#forms: sent once." },
      { of: "recipeDocs", text: "src/theme/recipes/input.ts: the field." },
    ]);
  });

  it("names the file and the story whose description opens with a path", () => {
    expect(pathOpenings("stories/x.stories.tsx", storyDescriptions(source))).toEqual([
      'stories/x.stories.tsx: Sent\'s Docs description opens with a path: "docs/product.md#forms: sent once."',
      'stories/x.stories.tsx: recipeDocs\'s Docs description opens with a path: "src/theme/recipes/input.ts: the field."',
    ]);
  });
});
