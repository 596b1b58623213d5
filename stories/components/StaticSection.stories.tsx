import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, waitFor, within } from "storybook/test";
import { StaticSection } from "../../src/components/StaticSection";
import { Provider } from "../../src/provider";

const part = (words: string) => (
  <Box as="section" aria-label="Figures" p="8">
    <Text>{words}</Text>
    <a href="#figures">A link that needs no script</a>
  </Box>
);

const BUILT = "Written at build time.";
const BROWSER = "Rendered in the browser.";

/** Marks the page once React has hydrated it. */
function Hydrated() {
  useEffect(() => {
    document.querySelector("[data-story-page]")?.setAttribute("data-hydrated", "");
  }, []);
  return null;
}

/**
 * A page as the server sends it: the section's HTML written as the build writes it, then the page
 * hydrated with other content for the section, which it must not render.
 */
function LoadedFromServer({ id }: { id: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const page = (words: string) => (
      <Provider>
        <StaticSection id={id}>{part(words)}</StaticSection>
        <Hydrated />
      </Provider>
    );
    element.innerHTML = renderToString(page(BUILT));
    const root = hydrateRoot(element, page(BROWSER));
    return () => queueMicrotask(() => root.unmount());
  }, [id]);
  return <div ref={container} data-story-page="" />;
}

const meta = {
  title: "Internals/Static section",
  component: StaticSection,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: { id: "story-section", children: part(BROWSER) },
} satisfies Meta<typeof StaticSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const hasFiber = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

/** Rendered in the browser (no built HTML on the page, as after a client-side navigation): it renders its content. */
export const RenderedInTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Figures" });
    await expect(section).toHaveTextContent(BROWSER);
    await expect(hasFiber(section)).toBe(true);
    await expect(section.parentElement).toHaveAttribute("data-static-section", "story-section");
  },
};

/** Loaded from the server: it keeps the built HTML as it is, neither rendered nor hydrated. */
export const KeptFromTheServer: Story = {
  render: ({ id }) => <LoadedFromServer id={id} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector("[data-hydrated]")).not.toBeNull());
    const section = canvas.getByRole("region", { name: "Figures" });
    await expect(section).toHaveTextContent(BUILT);
    await expect(canvas.queryByText(BROWSER)).toBeNull();
    for (const node of [section, ...section.querySelectorAll("*")])
      await expect(hasFiber(node)).toBe(false);
    await expect(canvas.getByRole("link", { name: "A link that needs no script" })).toHaveAttribute(
      "href",
      "#figures",
    );
  },
};
