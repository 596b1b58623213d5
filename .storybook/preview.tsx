import type { Decorator, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { reportButtonClicks } from "../src/browser/analytics/button-clicks";
import { openShareLinksInWindows } from "../src/browser/behaviours/share-links";
import { IconSprite } from "../src/components/IconSprite";
import { preloadStaticParts } from "../src/components/static-part";
import { Provider } from "../src/provider";
import { screensInDocs } from "./docs-screens";
import { chromaticDefaults } from "./modes";
import { SCREENS } from "./screens";

// A query that waits for what a story shows (findBy..., waitFor) waits up to 5 s, not 1: on a
// busy machine a view that loads its data can take longer, and a story that passes waits no
// longer than it needs.
configure({ asyncUtilTimeout: 5000 });

/**
 * Storybook hides a story's root while the story prepares for over 100 ms (a timer) and shows it
 * again once the story has mounted. Where that timer fires between the story's start and its
 * render (a busy machine), a component that takes focus as it mounts, as a dialog does, finds
 * nothing it can focus. Shown during the render instead, as Storybook's own `mount` does.
 */
const shownWhileRendering: Decorator = (Story, { viewMode }) => {
  if (viewMode === "story") document.body.classList.add("sb-show-main");
  return <Story />;
};

// As the site does from its first script: every button's click is reported from its attributes,
// and share links open their windows.
reportButtonClicks();
openShareLinksInWindows();

const preview: Preview = {
  // Every component gets a Docs page: its description, its stories and a prop table.
  tags: ["autodocs"],
  // The static sections' code, split from the page's, is loaded before a story renders, as the
  // build does: a story shows them in its first render.
  loaders: [
    async () => {
      await preloadStaticParts();
      return {};
    },
  ],
  decorators: [
    shownWhileRendering,
    // The page's icon sprite, as Gatsby writes it into every page; a story can opt out.
    (Story, { parameters }) => (
      <Provider>
        {parameters.iconSprite !== false && <IconSprite />}
        <Story />
      </Provider>
    ),
    // Outermost: on a Docs page, a story that asks for it is a frame per screen instead.
    screensInDocs,
  ],
  parameters: {
    layout: "fullscreen",
    // Every story is checked with axe; a violation fails it.
    a11y: { test: "error" },
    controls: { expanded: true },
    // The screens and motion setting of the images, locally (.storybook/test-runner.ts) and in
    // Chromatic; see stories/fixtures/screens.ts for a story's own.
    chromatic: chromaticDefaults,
    // What a client knows comes first, in the order they would look for it: the pages, the
    // sections pages are made of, the forms and tools, the emails and inbox; then the theme, and
    // last the machinery only developers need.
    options: {
      storySort: {
        order: [
          "Introduction",
          "Pages",
          ["Home", "*"],
          "Sections",
          ["Header", "Footer", "*"],
          "Forms",
          "Tools",
          "Emails",
          "Inbox",
          "Foundations",
          ["Colours", "Typography", "*"],
          "Internals",
        ],
      },
    },
    viewport: {
      options: {
        mobile: {
          name: `Mobile (${SCREENS.mobile.width})`,
          styles: { width: `${SCREENS.mobile.width}px`, height: `${SCREENS.mobile.height}px` },
          type: "mobile",
        },
        desktop: {
          name: `Desktop (${SCREENS.desktop.width})`,
          styles: { width: `${SCREENS.desktop.width}px`, height: `${SCREENS.desktop.height}px` },
          type: "desktop",
        },
      },
    },
  },
};

export default preview;
