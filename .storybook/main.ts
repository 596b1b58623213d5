import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y"],
  staticDirs: ["../static"],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => {
    // Vite would copy the project's public/ (Gatsby's build output) into the catalogue, racing
    // Storybook's own copy of static/; static/ is all the catalogue needs.
    viteConfig.publicDir = false;
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = {
      ...(viteConfig.resolve.alias as Record<string, string> | undefined),
      // Components import Link and navigate from Gatsby; stories get a small stand-in.
      gatsby: fileURLToPath(new URL("./mocks/gatsby.tsx", import.meta.url)),
    };
    return viteConfig;
  },
};

export default config;
