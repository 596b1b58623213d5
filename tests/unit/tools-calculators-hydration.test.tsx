/** @jest-environment jsdom */
import { composeStories } from "@storybook/react-vite";
import { TextDecoder, TextEncoder } from "node:util";
import * as mrrStories from "../../stories/tools/MrrCalculator.stories";
import * as roiStories from "../../stories/tools/RoiCalculator.stories";
import calculators from "../../content/data/calculators.json";
import { RESULTS_PAGES } from "../../src/server/calculator-page";
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
    expect(valueOf(container, "rev")).toBe("120000");
    expect(valueOf(container, "auto")).toBe("operations");
    expect(container.textContent).toContain("768%");
  });

  it("takes a choice and a figure entered before it hydrated", async () => {
    const html = await staticHtml(element);
    const { container, errors } = await hydratePage(element, html, (page) => {
      // Chosen and typed while the scripts were on their way: the page shows them already.
      const type = page.querySelector<HTMLSelectElement>('[name="auto"]');
      if (type) type.value = "operations";
      const revenue = page.querySelector<HTMLInputElement>('[name="rev"]');
      if (revenue) revenue.value = "80000";
    });
    expect(errors).toEqual([]);
    expect(valueOf(container, "auto")).toBe("operations");
    // Operations on £80,000 a month: £12,000 more revenue, £800 saved, 1,024% a year.
    expect(container.textContent).toContain("£12,000");
    expect(container.textContent).toContain("1,024%");
  });
});

describe("RoiCalculator on the page the server filled for a query", () => {
  const element = <RoiDefaults />;
  const query = "?rev=90000&team=12&auto=operations&eff=70&inv=20000";
  const [roiPage] = RESULTS_PAGES;

  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("hydrates with the visitor's figures, without a mismatch", async () => {
    const built = `<html><head></head><body><div id="app">${await staticHtml(element)}</div></body></html>`;
    const page = new DOMParser().parseFromString(roiPage?.render(built, query) ?? "", "text/html");
    document.head.append(...page.head.children);
    const html = page.getElementById("app")?.innerHTML ?? "";
    expect(html).toContain("£13,500");
    window.history.replaceState(null, "", `/ai-roi-tools${query}`);
    const { container, errors } = await hydratePage(element, html);
    expect(errors).toEqual([]);
    expect(valueOf(container, "rev")).toBe("90000");
    expect(valueOf(container, "auto")).toBe("operations");
    // Operations on £90,000 a month: £13,500 more revenue, £900 saved, 864% a year on £20,000.
    expect(container.textContent).toContain("£13,500");
    expect(container.textContent).toContain("864%");
  });

  it("shows an unusable value from the address with its message, as the server's page does", async () => {
    const html = await staticHtml(element);
    window.history.replaceState(null, "", "/ai-roi-tools?rev=lots&inv=20000");
    const { container, errors } = await hydratePage(element, html);
    expect(errors).toEqual([]);
    expect(valueOf(container, "rev")).toBe("lots");
    expect(container.textContent).toContain(calculators.fieldMessages.money.notANumber);
    expect(container.textContent).toContain(calculators.staleNotice);
    // The results take the default revenue, £50,000, with the address's investment.
    expect(container.textContent).toContain("919%");
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
    expect(valueOf(container, "growth")).toBe("40");
    expect(container.textContent).toContain("£140,000");
  });

  it("takes a level chosen before it hydrated", async () => {
    const html = await staticHtml(element);
    const { container, errors } = await hydratePage(element, html, (page) => {
      const level = page.querySelector<HTMLSelectElement>('[name="level"]');
      if (level) level.value = "full";
    });
    expect(errors).toEqual([]);
    expect(valueOf(container, "level")).toBe("full");
    // 20% a year with the full level: £50,000 × 1.2 × 2.
    expect(container.textContent).toContain("£120,000");
  });
});
