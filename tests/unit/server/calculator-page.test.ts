import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { parse, type HTMLElement } from "node-html-parser";
import calculators from "../../../content/data/calculators.json";
import { fillTemplate } from "../../../src/lib/fill-template";
import { mrrFigures, roiFigures } from "../../../src/lib/tools/calculator-figures";
import {
  fieldNames,
  type InputsOf,
  type SomeFormSpec,
} from "../../../src/lib/tools/calculator-form";
import { formFromQuery, formQueryParams } from "../../../src/lib/tools/calculator-query";
import { MRR_RESULTS_PATH, ROI_RESULTS_PATH } from "../../../src/lib/tools/calculator-results";
import { fieldMessage } from "../../../src/lib/tools/field-message";
import { calculateMrr, MRR_DEFAULTS, MRR_FORM, type MrrInputs } from "../../../src/lib/tools/mrr";
import { COUNT, GROWTH_PERCENT, POSITIVE_MONEY } from "../../../src/lib/tools/number-field";
import { calculateRoi, ROI_DEFAULTS, ROI_FORM, type RoiInputs } from "../../../src/lib/tools/roi";
import { RESULTS_PAGES } from "../../../src/server/calculator-page";
import { startSite, type TestSite } from "./harness";

// The ROI calculator sent as a plain HTML form (GET, its fields named as the scripts name them in
// the URL): the built page comes back with the visitor's figures in its fields and results, by the
// same rules and words as the scripts'; an unusable figure comes back with its message. The MRR
// calculator's form is in the built /advanced-tools only in a noscript block: its answer is that
// page without scripts, the block unwrapped.

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const ask = (query: string) => site.get(`${ROI_RESULTS_PATH}${query}`);

/** Each field's value on the page, by name: a select's chosen option. */
function valuesOn(page: HTMLElement, resultsPath = ROI_RESULTS_PATH): Record<string, string> {
  const form = page.querySelector(`form[action^="${resultsPath}"]`);
  const values: Record<string, string> = {};
  for (const control of form?.querySelectorAll("input, select") ?? []) {
    const name = control.getAttribute("name") ?? "";
    values[name] =
      control.tagName === "SELECT"
        ? (control.querySelector("option[selected]")?.getAttribute("value") ?? "")
        : (control.getAttribute("value") ?? "");
  }
  return values;
}

/** Each result figure's value on the page, by id. */
const figuresOn = (page: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    page
      .querySelectorAll("[data-figure]")
      .map((element) => [element.getAttribute("data-figure"), element.textContent]),
  );

const summaryOn = (page: HTMLElement) => page.querySelector("[data-results-summary]")?.textContent;

const figuresFor = (inputs: RoiInputs) => roiFigures(calculateRoi(inputs));

/** A results page's answer: a page of its own, never kept by a cache nor indexed. */
function expectResultsPage(answer: Awaited<ReturnType<TestSite["get"]>>): void {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers["x-robots-tag"]).toBe("noindex");
  expect(answer.headers["content-security-policy"]).toBeDefined();
}

/**
 * Any query, hostile or not, to a calculator's results path: a page, each field showing what
 * formFromQuery reads (as text), the figures those inputs give.
 */
async function neverFails<S extends SomeFormSpec>(
  resultsPath: string,
  spec: S,
  defaults: InputsOf<S>,
  figures: (inputs: InputsOf<S>) => Record<string, string>,
): Promise<void> {
  const names = [...formQueryParams(spec), "tool", "x"];
  const value = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.constantFrom('"><x-evil>', "</textarea><x-evil>", "'&quot;&#x3c;x-evil", "\\", "\u0000"),
    fc.constantFrom("</noscript><x-evil>", "<noscript><x-evil>"),
    fc.bigInt({ min: -(10n ** 400n), max: 10n ** 400n }).map(String),
    fc.double().map(String),
    fc.stringMatching(/^[£\s\d,.%-]{0,24}$/),
  );
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 4 })), value);
  await fc.assert(
    fc.asyncProperty(fc.array(pair, { maxLength: 30 }), async (pairs) => {
      const url = new URL(`${resultsPath}?${new URLSearchParams(pairs)}`, site.base);
      const answer = await site.get(url.pathname + url.search);
      expect(answer.statusCode).toBe(200);
      const page = parse(answer.text);
      expect(page.querySelectorAll("x-evil")).toHaveLength(0);
      const shown = formFromQuery(spec, url.search, defaults);
      const values = valuesOn(page, resultsPath);
      for (const name of fieldNames(spec)) {
        const text = shown.texts[name];
        // HTML has no way to carry a control character (NUL becomes U+FFFD, U+0085 an ellipsis).
        if (!/\p{Cc}/u.test(text)) expect(values[spec[name].param]).toBe(text);
      }
      expect(figuresOn(page)).toEqual(figures(shown.inputs));
    }),
    { numRuns: 100 },
  );
}

describe("the ROI calculator sent without scripts", () => {
  it("answers its page with the visitor's figures, worked out as the scripts work them out", async () => {
    const answer = await ask("?rev=90000&team=12&auto=operations&eff=70&inv=20000");
    expectResultsPage(answer);
    const page = parse(answer.text, { comment: true });
    expect(valuesOn(page)).toEqual({
      rev: "90000",
      team: "12",
      auto: "operations",
      eff: "70",
      inv: "20000",
    });
    const inputs: RoiInputs = {
      monthlyRevenue: 90000,
      teamSize: 12,
      automationType: "operations",
      currentEfficiency: 70,
      investmentAmount: 20000,
    };
    expect(figuresOn(page)).toEqual(figuresFor(inputs));
    // Operations on £90,000 a month: £13,500 more revenue, £900 saved, 864% a year on £20,000.
    expect(figuresOn(page)).toMatchObject({
      additionalRevenue: "£13,500",
      monthlySavings: "£900",
      annualROI: "864%",
    });
    expect(summaryOn(page)).toBe(fillTemplate(calculators.roi.announcement, figuresFor(inputs)));
    // The page keeps its scripts and says which query it was filled for, to hydrate with it.
    expect(page.querySelector('script[src^="/app-"]')).not.toBeNull();
    expect(
      page
        .querySelector('meta[name="calculator-query"][data-results-path="/api/calculate/roi"]')
        ?.getAttribute("content"),
    ).toBe("?rev=90000&team=12&auto=operations&eff=70&inv=20000");
    expect(page.querySelector("title")?.textContent).toBe("AI ROI Tools | Scalewise");
  });

  it("reads figures as people type them, and the first of a repeated name", async () => {
    const answer = await ask(
      `?rev=${encodeURIComponent("£90,000")}&rev=1&inv=${encodeURIComponent(" 20 000 ")}`,
    );
    const page = parse(answer.text);
    expect(valuesOn(page)).toMatchObject({ rev: "90000", inv: "20000", team: "10" });
    expect(figuresOn(page)).toEqual(
      figuresFor({ ...ROI_DEFAULTS, monthlyRevenue: 90000, investmentAmount: 20000 }),
    );
  });

  it("shows each unusable figure as sent, with the scripts' message, on a page without scripts", async () => {
    const answer = await ask("?rev=lots&team=2.5&auto=marketing&eff=60&inv=0");
    expect(answer.statusCode).toBe(200);
    const page = parse(answer.text);
    expect(page.querySelector("title")?.textContent).toBe("Error: AI ROI Tools | Scalewise");
    expect(page.querySelector("script")).toBeNull();
    expect(page.querySelector('meta[name="calculator-query"]')).toBeNull();
    expect(valuesOn(page)).toMatchObject({ rev: "lots", team: "2.5", inv: "0" });
    const messages = calculators.fieldMessages;
    const expected = [
      fieldMessage(messages, POSITIVE_MONEY, "notANumber"),
      fieldMessage(messages, COUNT, "notWhole"),
      fieldMessage(messages, POSITIVE_MONEY, "zero"),
    ];
    expect(page.querySelectorAll("p.form-problem").map((line) => line.textContent)).toEqual(
      expected,
    );
    const revenue = page.querySelector('input[name="rev"]');
    expect(revenue?.getAttribute("aria-invalid")).toBe("true");
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(expected[0]);
    // As the scripts do: the results stay those of the form's own figures for what is unusable.
    expect(page.querySelector(".calculator-stale")?.textContent).toBe(calculators.staleNotice);
    expect(summaryOn(page)).toBe(calculators.staleNotice);
    expect(figuresOn(page)).toEqual(figuresFor({ ...ROI_DEFAULTS, automationType: "marketing" }));
  });

  it("puts markup and character references back in a field as text, never as markup", async () => {
    const sent = `"><x-evil>&quot;&lt;'\\`;
    const page = parse((await ask(`?rev=${encodeURIComponent(sent)}`)).text);
    expect(page.querySelectorAll("x-evil")).toHaveLength(0);
    expect(valuesOn(page).rev).toBe(sent);
  });

  it("takes a choice no longer offered, and a missing field, as the defaults", async () => {
    const page = parse((await ask("?auto=crypto&rev=60000")).text);
    expect(valuesOn(page)).toEqual({
      rev: "60000",
      team: "10",
      auto: "sales",
      eff: "60",
      inv: "15000",
    });
    expect(page.querySelector(".form-problem")).toBeNull();
    expect(figuresOn(page)).toEqual(figuresFor({ ...ROI_DEFAULTS, monthlyRevenue: 60000 }));
  });

  it("answers thousands of parameters and a long value at once", async () => {
    // Within the 16 KB Node reads of a request's head; past it, Node answers 431 itself.
    const many = Array.from({ length: 1500 }, (_, index) => `r${index % 10}=1`).join("&");
    const started = performance.now();
    const answer = await ask(`?${many}&rev=${"9".repeat(4000)}&team=${"<b>".repeat(200)}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.statusCode).toBe(200);
    const page = parse(answer.text);
    expect(valuesOn(page)).toMatchObject({ rev: "9".repeat(4000), team: "<b>".repeat(200) });
    expect(page.querySelectorAll("b")).toHaveLength(0);
  });

  it("never fails and never puts what it was sent into the page as markup", () =>
    neverFails(ROI_RESULTS_PATH, ROI_FORM, ROI_DEFAULTS, (inputs) =>
      roiFigures(calculateRoi(inputs)),
    ));
});

describe("the MRR calculator sent without scripts from /advanced-tools", () => {
  const askMrr = (query: string) => site.get(`${MRR_RESULTS_PATH}${query}`);
  const mrrFiguresFor = (inputs: MrrInputs) => mrrFigures(calculateMrr(inputs));

  it("answers the page with the visitor's figures, its noscript block unwrapped, no scripts", async () => {
    const answer = await askMrr("?mrr=80000&cust=150&acv=600&growth=40&level=advanced");
    expectResultsPage(answer);
    const page = parse(answer.text, { comment: true });
    expect(page.querySelector("noscript")).toBeNull();
    expect(page.querySelector("script")).toBeNull();
    expect(page.querySelector('link[as="script"]')).toBeNull();
    expect(page.querySelector('meta[name="calculator-query"]')).toBeNull();
    expect(page.querySelector("title")?.textContent).toBe("Advanced Tools | Scalewise");
    expect(valuesOn(page, MRR_RESULTS_PATH)).toEqual({
      mrr: "80000",
      cust: "150",
      acv: "600",
      growth: "40",
      level: "advanced",
    });
    const inputs: MrrInputs = {
      currentMRR: 80000,
      currentCustomers: 150,
      averageCustomerValue: 600,
      growthRate: 40,
      automationLevel: "advanced",
    };
    expect(figuresOn(page)).toEqual(mrrFiguresFor(inputs));
    // £80,000 a month growing 40% a year, times 1.6 for advanced automation; 12% of it saved.
    expect(figuresOn(page)).toMatchObject({
      projectedMRR: "£179,200",
      automationSavings: "£115,200",
      totalValue: "£294,400",
      projectedCustomers: "336",
    });
    expect(summaryOn(page)).toBe(fillTemplate(calculators.mrr.announcement, mrrFiguresFor(inputs)));
    expect(page.querySelector(".form-problem")).toBeNull();
  });

  it("shows each unusable figure as sent, with the scripts' message", async () => {
    const answer = await askMrr("?mrr=0&cust=lots&acv=500&growth=-5&level=full");
    expect(answer.statusCode).toBe(200);
    const page = parse(answer.text);
    expect(page.querySelector("title")?.textContent).toBe("Error: Advanced Tools | Scalewise");
    expect(page.querySelector("script")).toBeNull();
    expect(page.querySelector("noscript")).toBeNull();
    expect(valuesOn(page, MRR_RESULTS_PATH)).toMatchObject({
      mrr: "0",
      cust: "lots",
      growth: "-5",
      level: "full",
    });
    const messages = calculators.fieldMessages;
    const expected = [
      fieldMessage(messages, POSITIVE_MONEY, "zero"),
      fieldMessage(messages, COUNT, "notANumber"),
      fieldMessage(messages, GROWTH_PERCENT, "negative"),
    ];
    expect(page.querySelectorAll("p.form-problem").map((line) => line.textContent)).toEqual(
      expected,
    );
    expect(page.querySelector('input[name="mrr"]')?.getAttribute("aria-invalid")).toBe("true");
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(expected[0]);
    expect(page.querySelector(".calculator-stale")?.textContent).toBe(calculators.staleNotice);
    expect(summaryOn(page)).toBe(calculators.staleNotice);
    expect(figuresOn(page)).toEqual(mrrFiguresFor({ ...MRR_DEFAULTS, automationLevel: "full" }));
  });

  it("puts markup, and a noscript's end, back in a field as text", async () => {
    const sent = `</noscript><x-evil>"><x-evil>&quot;&lt;'\\`;
    const page = parse((await askMrr(`?cust=${encodeURIComponent(sent)}`)).text);
    expect(page.querySelectorAll("x-evil")).toHaveLength(0);
    expect(valuesOn(page, MRR_RESULTS_PATH).cust).toBe(sent);
  });

  it("never fails and never puts what it was sent into the page as markup", () =>
    neverFails(MRR_RESULTS_PATH, MRR_FORM, MRR_DEFAULTS, (inputs) =>
      mrrFigures(calculateMrr(inputs)),
    ));
});

describe("a results page without its form", () => {
  it("is not made: the server sends the visitor to the page with the same query", async () => {
    const [roi] = RESULTS_PAGES;
    expect(roi?.render("<html><body><form></form></body></html>", "?rev=1")).toBeNull();
    const other = await startSite();
    try {
      const dir = other.app.site?.publicDir ?? "";
      await writeFile(join(dir, "ai-roi-tools", "index.html"), "<html><body></body></html>");
      const answer = await other.get(`${ROI_RESULTS_PATH}?rev=%C2%A3900&x=%0D%0Ay`);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe("/ai-roi-tools?rev=%C2%A3900&x=%0D%0Ay");
      expect(answer.headers["cache-control"]).toBe("no-store");
      // The MRR calculator's page opens it from ?tool=, ahead of any tool sent.
      await writeFile(join(dir, "advanced-tools", "index.html"), "<html><body></body></html>");
      const mrr = await other.get(`${MRR_RESULTS_PATH}?mrr=900&tool=x`);
      expect(mrr.statusCode).toBe(303);
      expect(mrr.headers.location).toBe("/advanced-tools?tool=mrr-growth&mrr=900&tool=x");
    } finally {
      await other.close();
    }
  });
});
