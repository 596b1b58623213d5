/** @jest-environment jsdom */
import { composeStories } from "@storybook/react-vite";
import { TextDecoder, TextEncoder } from "node:util";
import * as mrrStories from "../../stories/tools/MrrCalculator.stories";
import * as roiStories from "../../stories/tools/RoiCalculator.stories";
import { hydratePage, staticHtml } from "./hydrate-page";

// The static HTML shows the product's defaults whatever the URL, and hydrates without a mismatch; a
// shared link's figures follow straight after. The calculators are rendered as their Defaults
// stories (same copy, same frame), so the catalogue and this test cannot drift apart.
const { Defaults: RoiDefaults } = composeStories(roiStories);
const { Defaults: MrrDefaults } = composeStories(mrrStories);

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
// React's server renderer needs these, which jsdom leaves out; it is loaded once they are set.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const valueOf = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("RoiCalculator in static HTML", () => {
  const element = <RoiDefaults />;

  it("renders the product's defaults and figures", async () => {
    const html = await staticHtml(element);
    expect(html).toContain('value="50000"');
    expect(html).toContain("£312.50");
    expect(html).toContain("1,225%");
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it("hydrates without a mismatch, then shows a shared link's figures", async () => {
    const html = await staticHtml(element);
    window.history.replaceState(null, "", "/ai-roi-tools?rev=120000&auto=operations&inv=30000");
    const { container, errors } = await hydratePage(element, html);
    expect(errors).toEqual([]);
    expect(valueOf(container, "monthlyRevenue")).toBe("120000");
    expect(valueOf(container, "automationType")).toBe("operations");
    expect(container.textContent).toContain("768%");
  });

  it("takes a choice and a figure entered before it hydrated", async () => {
    const html = await staticHtml(element);
    const { container, errors } = await hydratePage(element, html, (page) => {
      // Chosen and typed while the scripts were on their way: the page shows them already.
      const type = page.querySelector<HTMLSelectElement>('[name="automationType"]');
      if (type) type.value = "operations";
      const revenue = page.querySelector<HTMLInputElement>('[name="monthlyRevenue"]');
      if (revenue) revenue.value = "80000";
    });
    expect(errors).toEqual([]);
    expect(valueOf(container, "automationType")).toBe("operations");
    // Operations on £80,000 a month: £12,000 more revenue, £800 saved, 1,024% a year.
    expect(container.textContent).toContain("£12,000");
    expect(container.textContent).toContain("1,024%");
  });
});

describe("MrrCalculator in static HTML", () => {
  const element = <MrrDefaults />;

  it("renders the product's defaults and figures", async () => {
    const html = await staticHtml(element);
    expect(html).toContain('value="50000"');
    expect(html).toContain("£78,000");
    expect(html).toContain("1.56×");
  });

  it("hydrates without a mismatch, then shows a shared link's figures", async () => {
    const html = await staticHtml(element);
    window.history.replaceState(null, "", "/advanced-tools?tool=mrr&growth=40&level=full");
    const { container, errors } = await hydratePage(element, html);
    expect(errors).toEqual([]);
    expect(valueOf(container, "growthRate")).toBe("40");
    expect(container.textContent).toContain("£140,000");
  });

  it("takes a level chosen before it hydrated", async () => {
    const html = await staticHtml(element);
    const { container, errors } = await hydratePage(element, html, (page) => {
      const level = page.querySelector<HTMLSelectElement>('[name="automationLevel"]');
      if (level) level.value = "full";
    });
    expect(errors).toEqual([]);
    expect(valueOf(container, "automationLevel")).toBe("full");
    // 20% a year with the full level: £50,000 × 1.2 × 2.
    expect(container.textContent).toContain("£120,000");
  });
});
