/** @jest-environment jsdom */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Box, Text } from "@chakra-ui/react";
import { act, createContext, useState, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { TextDecoder, TextEncoder } from "node:util";
import { StaticSection } from "../../src/components/StaticSection";
import { preloadStaticParts, staticPart } from "../../src/components/static-part";
import { Provider } from "../../src/provider";

// A section no visitor can change keeps the build's HTML on a page loaded from the server: React
// neither renders nor hydrates it, and its code is never fetched. Rendered in the browser (a
// client-side navigation), it renders its content like any other part.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
Object.assign(globalThis, { TextEncoder, TextDecoder });

function Figures({ label }: { label: string }) {
  return (
    <Box as="section" id="figures" p="4" color="brand.600">
      <Text>{label}</Text>
      <a href="/services#saas">Our services</a>
    </Box>
  );
}

let loads = 0;
const LazyFigures = staticPart(async () => {
  loads += 1;
  return { Figures };
}, "Figures");

const Shown = createContext("first");

function Page({
  cache,
  label = "18 businesses",
}: {
  cache: ReturnType<typeof createCache>;
  label?: string;
}) {
  const [renders, setRenders] = useState(0);
  return (
    <CacheProvider value={cache}>
      <Provider>
        <Shown.Provider value={String(renders)}>
          <button type="button" onClick={() => setRenders((count) => count + 1)}>
            Render again {renders}
          </button>
          <StaticSection id="figures">
            <LazyFigures label={`${label} ${renders}`} />
          </StaticSection>
        </Shown.Provider>
      </Provider>
    </CacheProvider>
  );
}

async function serverHtml(element: ReactNode): Promise<string> {
  await preloadStaticParts();
  const { renderToString } = await import("react-dom/server");
  return renderToString(element);
}

const hasFiber = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

async function loadedFromServer() {
  const serverCache = createCache({ key: "css" });
  createEmotionServer(serverCache);
  const container = document.createElement("div");
  container.innerHTML = await serverHtml(<Page cache={serverCache} />);
  document.body.append(container);
  loads = 0;
  const section = container.querySelector("#figures");
  if (!section) throw new Error("the server HTML has no section");
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Page cache={createCache({ key: "css" })} />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  return { container, section, errors, root };
}

afterEach(() => {
  document.body.innerHTML = "";
});

it("renders its content in full on the server", async () => {
  const html = await serverHtml(<Page cache={createCache({ key: "css" })} />);
  expect(html).toContain('data-static-section="figures"');
  expect(html).toContain("18 businesses 0");
  expect(html).toContain('href="/services#saas"');
});

it("keeps the server HTML, never hydrated, and never loads its code", async () => {
  const { container, section, errors } = await loadedFromServer();
  expect(container.querySelector("#figures")).toBe(section);
  expect(section.textContent).toContain("18 businesses 0");
  for (const node of [section, ...section.querySelectorAll("*")])
    expect(hasFiber(node)).toBe(false);
  expect(hasFiber(container.querySelector("button") as Element)).toBe(true);
  expect(loads).toBe(0);
  expect(errors).toEqual([]);
});

it("keeps it through later renders of the page and changes of a context above", async () => {
  const { container, section, errors } = await loadedFromServer();
  const button = container.querySelector("button") as HTMLButtonElement;
  await act(async () => button.click());
  await act(async () => button.click());
  expect(button.textContent).toBe("Render again 2");
  expect(container.querySelector("#figures")).toBe(section);
  expect(section.textContent).toContain("18 businesses 0");
  expect(hasFiber(section)).toBe(false);
  expect(loads).toBe(0);
  expect(errors).toEqual([]);
});

it("renders its content when the page is rendered in the browser", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  // The page the visitor leaves may hold a section with the same id: it is not this page's HTML.
  const leaving = document.createElement("div");
  leaving.innerHTML = '<div data-static-section="figures"><p>The last page</p></div>';
  document.body.append(leaving);
  const root = createRoot(container);
  await act(async () => root.render(<Page cache={createCache({ key: "css" })} label="live" />));
  const section = container.querySelector("#figures");
  expect(section?.textContent).toContain("live 0");
  expect(hasFiber(section as Element)).toBe(true);
  await act(async () => container.querySelector("button")?.click());
  expect(container.querySelector("#figures")?.textContent).toContain("live 1");
});
