import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { catalogueHeadersFile } from "./host-headers";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@chromatic-com/storybook"],
  staticDirs: ["../static"],
  core: { disableTelemetry: true },
  // The Storybook gate's catalogue (`storybook build --test`) also leaves out Chromatic's panel,
  // which only the manager shows; axe (addon-a11y) stays, as every story is checked with it.
  build: {
    test: {
      disabledAddons: [
        "@storybook/addon-docs",
        "@storybook/addon-essentials/docs",
        "@storybook/addon-coverage",
        "@chromatic-com/storybook",
      ],
    },
  },
  // Prop tables and descriptions come from the components' types and JSDoc. react-docgen reads
  // the props a component declares itself, not the hundreds of style props Chakra's types add.
  typescript: { reactDocgen: "react-docgen" },
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
    // A static host serving the built catalogue sends the site's security headers (README).
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      {
        name: "catalogue-headers",
        apply: "build",
        generateBundle() {
          this.emitFile({ type: "asset", fileName: "_headers", source: catalogueHeadersFile() });
        },
      },
    ];
    return viteConfig;
  },
};

export default config;
