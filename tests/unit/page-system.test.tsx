/** @jest-environment jsdom */
import { css } from "@emotion/react";
import { Box, ChakraProvider } from "@chakra-ui/react";
import { TextDecoder, TextEncoder } from "node:util";
import { getSystem, systemForPage } from "../../src/theme";
import { hydratePage } from "./hydrate-page";

// Chakra's global CSS (reset, base styles, one variable per token) is about 40% of the cost of
// building the system in the browser; a built page has it in its head already, so it is skipped.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
Object.assign(globalThis, { TextEncoder, TextDecoder });

const TOKEN_VARIABLE = "--chakra-colors-brand-600";

const content = (
  <Box color="brand.600" p="4">
    Hello
  </Box>
);

/**
 * The page as the build writes it: the global style tags of ChakraProvider's two <Global>s in the
 * head, named as Emotion names them (render-with-critical-css); returns the server's markup.
 */
async function builtPage() {
  const system = getSystem();
  for (const styles of [system.layers.atRule, system._global]) {
    const serialized = css(styles);
    const style = document.createElement("style");
    style.dataset.emotion = `css-global ${serialized.name}`;
    style.textContent = serialized.styles;
    document.head.append(style);
  }
  // It needs TextEncoder, which jsdom lacks: imported once it is there.
  const { renderToString } = await import("react-dom/server");
  return renderToString(<ChakraProvider value={system}>{content}</ChakraProvider>);
}

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

const stylesWith = (text: string) =>
  [...document.querySelectorAll("style")].filter((tag) => tag.textContent?.includes(text));

it("builds Chakra's global CSS only when it is first read (the install's patch)", () => {
  const read = Object.getOwnPropertyDescriptor(getSystem(), "_global")?.get;
  expect(read).toBeInstanceOf(Function);
  expect(JSON.stringify(getSystem()._global)).toContain(TOKEN_VARIABLE);
});

it("gives a page without the build's styles the whole system", () => {
  expect(systemForPage(undefined)).toBe(getSystem());
  expect(systemForPage(document)).toBe(getSystem());
});

it("gives a built page the system without its global CSS, and styles the same", async () => {
  await builtPage();
  const system = getSystem();
  const pageSystem = systemForPage(document);
  expect(pageSystem._global).toEqual([]);
  expect(pageSystem.css({ color: "brand.600", p: "4" })).toEqual(
    system.css({ color: "brand.600", p: "4" }),
  );
  expect(pageSystem.token("colors.brand.600")).toBe("#5a40e6");
});

it("hydrates a built page without building or inserting the global CSS again", async () => {
  const html = await builtPage();
  const [builtTokens] = stylesWith(TOKEN_VARIABLE);
  const name = builtTokens.dataset.emotion;
  expect(name).toMatch(/^css-global \S+$/);
  const readGlobal = jest.spyOn(getSystem(), "_global", "get");
  const { errors } = await hydratePage(content, html);
  expect(errors).toEqual([]);
  expect(readGlobal).not.toHaveBeenCalled();
  expect(stylesWith(TOKEN_VARIABLE)).toEqual([builtTokens]);
  expect(builtTokens.dataset.emotion).toBe(name);
  readGlobal.mockRestore();
});
