import type { Preview } from "@storybook/react-vite";
import { Provider } from "../src/provider";

const preview: Preview = {
  decorators: [
    (Story) => (
      <Provider>
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
