/** @jest-environment node */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Box } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { Provider } from "../../src/provider";
import { criticalStyleTags } from "../../src/render-with-critical-css";

function render() {
  const cache = createCache({ key: "css" });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Provider>
        <Box color="brand.600" p="4">
          Hello
        </Box>
      </Provider>
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
