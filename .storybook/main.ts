import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { catalogueHeadersFile } from "./host-headers.js";

/** The largest chunk the catalogue expects: its preview carries React, Chakra UI and axe. */
const CATALOGUE_CHUNK_LIMIT_KB = 2048;

/**
 * Chakra UI and Ark UI mark their modules "use client" for React Server Components; a client-only
 * bundle drops the directive, which is what it should do, and Rollup says so once per module.
 */
const isHarmlessDirective = (warning: { code?: string; message: string; id?: string }) =>
  warning.code === "MODULE_LEVEL_DIRECTIVE" &&
  warning.message.includes('"use client"') &&
  (warning.id ?? warning.message).includes("node_modules");

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@chromatic-com/storybook"],
  staticDirs: ["../static"],
  core: { disableTelemetry: true },
  // Chakra UI's package names its public catalogue, which Storybook would compose into the
  // sidebar (and show as an error offline): a client reviewing ours sees ours alone.
  refs: { "@chakra-ui/react": { disable: true } },
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
    // The build says what needs a person's attention: warnings and errors, not every file written.
    viteConfig.logLevel = "warn";
    viteConfig.build ??= {};
    // The catalogue is a tool for reviewing, loaded once, never a page a visitor downloads: the
    // site's own budgets (bench/budgets.json) watch what visitors get.
    viteConfig.build.chunkSizeWarningLimit = CATALOGUE_CHUNK_LIMIT_KB;
    viteConfig.build.rollupOptions = {
      ...viteConfig.build.rollupOptions,
      onwarn(warning, warn) {
        if (isHarmlessDirective(warning)) return;
        warn(warning);
      },
    };
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
