/** @jest-environment node */
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "../../src/provider";
import { createServerCache, criticalStyleTags } from "../../src/render-with-critical-css";

function render(
  box: ReactNode = (
    <Box color="brand.600" p="4">
      Hello
    </Box>
  ),
) {
  const cache = createServerCache();
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Provider>{box}</Provider>
    </CacheProvider>,
  );
  return { html, tags: criticalStyleTags(server, html) };
}

it("leaves no <style> tag in the body", () => {
  expect(render().html).not.toContain("<style");
});

it("puts the rules of every class the markup uses into the head tags", () => {
  const { html, tags } = render();
  const className = /class="(css-[\w-]+)"/.exec(html)?.[1];
  expect(className).toBeDefined();
  const css = tags.map((tag) => tag.css).join("");
  expect(css).toContain(`.${className}{`);
  expect(css).toContain("padding");
});

it("gives each global block its own tag named as Emotion's <Global> looks it up", () => {
  const { tags } = render();
  const globals = tags.filter((tag) => tag.emotion.startsWith("css-global "));
  expect(globals.length).toBeGreaterThan(0);
  for (const tag of globals) expect(tag.emotion).toMatch(/^css-global [\w-]+( [\w-]+)*$/);
  expect(globals.map((tag) => tag.css).join("")).toContain("@layer reset");
});

it("writes a -webkit- twin only where a supported browser still needs one", () => {
  const { html, tags } = render(
    <Box
      display="flex"
      alignItems="center"
      userSelect="none"
      backdropFilter="blur(4px)"
      transform="translateY(1px)"
    >
      Hello
    </Box>,
  );
  const className = /class="(css-[\w-]+)"/.exec(html)?.[1] ?? "none";
  const css = new RegExp(`\\.${className}\\{[^}]*\\}`).exec(
    tags.map((tag) => tag.css).join(""),
  )?.[0];
  expect(css).toContain("-webkit-user-select:none;user-select:none;");
  expect(css).toContain("-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);");
  expect(css).toContain("display:flex;");
  expect(css).toContain("align-items:center;");
  expect(css).not.toMatch(/-(ms|moz)-/);
  expect(css).not.toMatch(/-webkit-(box|flex|align|transform)/);
});

it("writes a token only the root defines as its value, and keeps the root's definition", () => {
  const { html, tags } = render();
  const className = /class="(css-[\w-]+)"/.exec(html)?.[1] ?? "none";
  const css = tags.map((tag) => tag.css).join("");
  const rule = new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  expect(rule).toContain("padding:1rem");
  expect(rule).toContain("color:#5a40e6");
  expect(rule).not.toContain("var(--chakra-");
  expect(css).toContain("--chakra-spacing-4:1rem");
  // A colour palette is set per element: it stays a property, its value written out.
  expect(css).toContain("--chakra-colors-color-palette-fg:#4c33cb;");
});
