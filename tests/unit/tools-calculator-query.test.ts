import fc from "fast-check";
import { checkForm, formTexts } from "../../src/lib/tools/calculator-form";
import {
  formFromQuery,
  formQueryParams,
  readFormQuery,
  writeFormQuery,
} from "../../src/lib/tools/calculator-query";
import { AUTOMATION_LEVELS, MRR_DEFAULTS, MRR_FORM, type MrrInputs } from "../../src/lib/tools/mrr";
import { AMOUNT_CEILING } from "../../src/lib/tools/number-field";
import { AUTOMATION_TYPES, ROI_DEFAULTS, ROI_FORM, type RoiInputs } from "../../src/lib/tools/roi";

describe("the calculators' query parameters", () => {
  it("are short, documented and distinct from each other and from the site's own", () => {
    const roi = formQueryParams(ROI_FORM);
    const mrr = formQueryParams(MRR_FORM);
    expect(roi).toEqual(["rev", "team", "auto", "eff", "inv"]);
    expect(mrr).toEqual(["mrr", "cust", "acv", "growth", "level"]);
    const all = [...roi, ...mrr, "tool", "q", "category", "study"];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("readFormQuery", () => {
  it("gives the defaults for an empty or unrelated query", () => {
    expect(readFormQuery(ROI_FORM, "", ROI_DEFAULTS)).toEqual(ROI_DEFAULTS);
    expect(readFormQuery(MRR_FORM, "?tool=mrr-growth&q=x", MRR_DEFAULTS)).toEqual(MRR_DEFAULTS);
  });

  it("reads every field it finds", () => {
    expect(
      readFormQuery(
        ROI_FORM,
        "?rev=120000&team=25&auto=operations&eff=72.5&inv=30000.50",
        ROI_DEFAULTS,
      ),
    ).toEqual({
      monthlyRevenue: 120000,
      teamSize: 25,
      automationType: "operations",
      currentEfficiency: 72.5,
      investmentAmount: 30000.5,
    });
  });

  it("falls back to the default for each field that is empty, not a number or not usable", () => {
    expect(
      readFormQuery(ROI_FORM, "?rev=abc&team=-3&auto=crypto&eff=150&inv=0&tool=roi", ROI_DEFAULTS),
    ).toEqual(ROI_DEFAULTS);
    expect(
      readFormQuery(MRR_FORM, "?mrr=&cust=2.5&acv=1e3&growth=99999&level=max", MRR_DEFAULTS),
    ).toEqual(MRR_DEFAULTS);
    expect(readFormQuery(MRR_FORM, "?mrr=0&growth=35", MRR_DEFAULTS)).toEqual({
      ...MRR_DEFAULTS,
      growthRate: 35,
    });
  });
});

describe("writeFormQuery", () => {
  it("sets every field and keeps the page's other parameters", () => {
    expect(writeFormQuery(ROI_FORM, "?tool=roi-calculator", ROI_DEFAULTS)).toBe(
      "?tool=roi-calculator&rev=50000&team=10&auto=sales&eff=60&inv=15000",
    );
    expect(writeFormQuery(MRR_FORM, "?growth=1&tool=mrr", MRR_DEFAULTS)).toBe(
      "?growth=20&tool=mrr&mrr=50000&cust=100&acv=500&level=moderate",
    );
  });
});

const amount = (min: number) =>
  fc.integer({ min, max: AMOUNT_CEILING * 100 }).map((pence) => pence / 100);
const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const count = fc.integer({ min: 0, max: AMOUNT_CEILING });

describe("a shared link", () => {
  it("reopens the ROI calculator's inputs exactly", () => {
    const roi: fc.Arbitrary<RoiInputs> = fc.record({
      monthlyRevenue: amount(1),
      teamSize: count,
      automationType: fc.constantFrom(...AUTOMATION_TYPES),
      currentEfficiency: percent(100),
      investmentAmount: amount(1),
    });
    fc.assert(
      fc.property(roi, (inputs) => {
        const search = writeFormQuery(ROI_FORM, "?tool=x", inputs);
        expect(readFormQuery(ROI_FORM, search, ROI_DEFAULTS)).toEqual(inputs);
      }),
    );
  });

  it("reopens the MRR calculator's inputs exactly", () => {
    const mrr: fc.Arbitrary<MrrInputs> = fc.record({
      currentMRR: amount(1),
      currentCustomers: count,
      averageCustomerValue: amount(0),
      growthRate: percent(10000),
      automationLevel: fc.constantFrom(...AUTOMATION_LEVELS),
    });
    fc.assert(
      fc.property(mrr, (inputs) => {
        expect(readFormQuery(MRR_FORM, writeFormQuery(MRR_FORM, "", inputs), MRR_DEFAULTS)).toEqual(
          inputs,
        );
      }),
    );
  });
});

describe("formFromQuery", () => {
  it("shows usable figures as the form writes them, and the defaults where a field is missing", () => {
    expect(
      formFromQuery(ROI_FORM, `?rev=${encodeURIComponent("£90,000")}&auto=custom`, ROI_DEFAULTS),
    ).toEqual({
      texts: {
        ...formTexts(ROI_FORM, ROI_DEFAULTS),
        monthlyRevenue: "90000",
        automationType: "custom",
      },
      problems: {},
      inputs: { ...ROI_DEFAULTS, monthlyRevenue: 90000, automationType: "custom" },
    });
  });

  it("shows an unusable figure as it came, with its problem, and takes the default for the results", () => {
    expect(formFromQuery(MRR_FORM, "?mrr=0&cust=&growth=ten&level=max", MRR_DEFAULTS)).toEqual({
      texts: {
        ...formTexts(MRR_FORM, MRR_DEFAULTS),
        currentMRR: "0",
        currentCustomers: "",
        growthRate: "ten",
      },
      problems: { currentMRR: "zero", currentCustomers: "empty", growthRate: "notANumber" },
      inputs: MRR_DEFAULTS,
    });
  });

  it("reads the first of a repeated parameter, as the browser's URLSearchParams.get does", () => {
    expect(formFromQuery(ROI_FORM, "?inv=2000&inv=abc", ROI_DEFAULTS).inputs.investmentAmount).toBe(
      2000,
    );
  });

  it("agrees with the form's own check for any query: same problems, same inputs when none", () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^[£\d,.%-]{0,14}$/));
    const query = fc.dictionary(fc.constantFrom(...formQueryParams(ROI_FORM), "x"), text);
    fc.assert(
      fc.property(query, (params) => {
        const search = `?${new URLSearchParams(params)}`;
        const shown = formFromQuery(ROI_FORM, search, ROI_DEFAULTS);
        const checked = checkForm(ROI_FORM, shown.texts);
        expect(checked.problems).toEqual(shown.problems);
        if (checked.inputs) expect(checked.inputs).toEqual(shown.inputs);
        expect(shown.inputs).toEqual(readFormQuery(ROI_FORM, search, ROI_DEFAULTS));
      }),
    );
  });
});
