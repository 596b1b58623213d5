import type { Preview } from "@storybook/react-vite";
import { IconSprite } from "../src/components/IconSprite";
import { Provider } from "../src/provider";

const preview: Preview = {
  decorators: [
    // The page's icon sprite, as Gatsby writes it into every page; a story can opt out.
    (Story, { parameters }) => (
      <Provider>
        {parameters.iconSprite !== false && <IconSprite />}
        <Story />
      </Provider>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    // Every story is checked with axe; a violation fails it.
    a11y: { test: "error" },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: {
          name: "Mobile (390)",
          styles: { width: "390px", height: "844px" },
          type: "mobile",
        },
        desktop: {
          name: "Desktop (1280)",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
  },
};

export default preview;
