import fc from "fast-check";
import {
  AMOUNT_CEILING,
  COUNT,
  GROWTH_PERCENT,
  MONEY,
  NUMBER_PROBLEMS,
  numberText,
  parseNumber,
  POSITIVE_MONEY,
  SHARE_PERCENT,
} from "../../src/lib/tools/number-field";
import calculators from "../../content/data/calculators.json";
import { fieldMessage } from "../../src/lib/tools/field-message";
import {
  checkForm,
  choiceField,
  enteredTexts,
  formTexts,
  numberField,
} from "../../src/lib/tools/calculator-form";

const value = (text: string, rule = MONEY) => {
  const parsed = parseNumber(text, rule);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe("parseNumber", () => {
  it("reads numbers as people type them", () => {
    expect(value("50000")).toBe(50000);
    expect(value(" 50,000 ")).toBe(50000);
    expect(value("£15,000.50")).toBe(15000.5);
    expect(value(".5")).toBe(0.5);
    expect(value("12.")).toBe(12);
    expect(value("20%", SHARE_PERCENT)).toBe(20);
    expect(value("20 %", SHARE_PERCENT)).toBe(20);
  });

  it("names what is missing or not a number", () => {
    expect(value("")).toBe("empty");
    expect(value("   ")).toBe("empty");
    for (const text of [
      "abc",
      "12abc",
      "1e5",
      "£",
      ".",
      "1.2.3",
      "--5",
      "0x10",
      "NaN",
      "Infinity",
    ]) {
      expect(value(text)).toBe("notANumber");
    }
  });

  it("says negative for an amount below zero, with either minus sign", () => {
    expect(value("-5")).toBe("negative");
    expect(value("-£5")).toBe("negative");
    expect(value("\u22125")).toBe("negative");
    expect(value("-0")).toBe(0);
  });

  it("refuses zero only where the rule does (a divisor)", () => {
    expect(value("0")).toBe(0);
    expect(value("0", POSITIVE_MONEY)).toBe("zero");
    expect(value("0.00", POSITIVE_MONEY)).toBe("zero");
    expect(value("0.01", POSITIVE_MONEY)).toBe(0.01);
  });

  it("refuses values above the rule's ceiling, including digits past a double's range", () => {
    expect(value(String(AMOUNT_CEILING))).toBe(AMOUNT_CEILING);
    expect(value("1,000,000,000,000.01")).toBe("tooLarge");
    expect(value("9".repeat(400))).toBe("tooLarge");
    expect(value("101", SHARE_PERCENT)).toBe("tooLarge");
    expect(value("10000", GROWTH_PERCENT)).toBe(10000);
    expect(value("10000.5", GROWTH_PERCENT)).toBe("tooLarge");
  });

  it("keeps pence for money and whole numbers for counts", () => {
    expect(value("312.50")).toBe(312.5);
    expect(value("312.505")).toBe("tooPrecise");
    expect(value("10", COUNT)).toBe(10);
    expect(value("10.0", COUNT)).toBe(10);
    expect(value("10.5", COUNT)).toBe("notWhole");
  });

  it("reads back every usable value exactly as numberText writes it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: AMOUNT_CEILING * 100 }), (pence) => {
        const amount = pence / 100;
        expect(parseNumber(numberText(amount), MONEY)).toEqual({ ok: true, value: amount });
      }),
    );
  });

  it("never returns a value that is not finite, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseNumber(text, MONEY);
        if (parsed.ok) expect(Number.isFinite(parsed.value)).toBe(true);
      }),
    );
  });
});

describe("checkForm and formTexts", () => {
  const spec = {
    amount: numberField("a", POSITIVE_MONEY),
    people: numberField("p", COUNT),
    kind: choiceField("k", ["one", "two"] as const),
  };

  it("gives the inputs when every field is usable", () => {
    expect(checkForm(spec, { amount: "£1,000", people: "3", kind: "two" })).toEqual({
      inputs: { amount: 1000, people: 3, kind: "two" },
      problems: {},
    });
  });

  it("gives every problem and no inputs otherwise", () => {
    expect(checkForm(spec, { amount: "0", people: "x", kind: "three" })).toEqual({
      inputs: null,
      problems: { amount: "zero", people: "notANumber", kind: "notAnOption" },
    });
  });

  it("writes inputs as texts that read back the same", () => {
    const inputs = { amount: 312.5, people: 10, kind: "one" as const };
    const texts = formTexts(spec, inputs);
    expect(texts).toEqual({ amount: "312.5", people: "10", kind: "one" });
    expect(checkForm(spec, texts).inputs).toEqual(inputs);
  });

  it("finds what was entered on the page before the form's scripts ran", () => {
    const texts = { amount: "50000", people: "10", kind: "one" };
    expect(enteredTexts(spec, texts, { amount: "80000", people: "10", kind: "two" })).toEqual({
      amount: "80000",
      kind: "two",
    });
    expect(enteredTexts(spec, texts, { ...texts })).toEqual({});
    // A field the page does not hold keeps the form's text.
    expect(enteredTexts(spec, texts, { people: "12" })).toEqual({ people: "12" });
  });
});

describe("fieldMessage", () => {
  const messages = calculators.fieldMessages;

  it("has words for every problem of every kind of field", () => {
    for (const kind of ["money", "count", "percent"] as const) {
      for (const problem of NUMBER_PROBLEMS) expect(messages[kind][problem]).not.toBe("");
    }
  });

  it("names each ceiling in the field's own terms", () => {
    expect(fieldMessage(messages, MONEY, "tooLarge")).toBe(
      "Enter an amount up to £1,000,000,000,000",
    );
    expect(fieldMessage(messages, COUNT, "tooLarge")).toBe(
      "Enter a number up to 1,000,000,000,000",
    );
    expect(fieldMessage(messages, SHARE_PERCENT, "tooLarge")).toBe("Enter a percentage up to 100%");
    expect(fieldMessage(messages, GROWTH_PERCENT, "tooLarge")).toBe(
      "Enter a percentage up to 10,000%",
    );
  });

  it("says nothing when there is no problem, or one no number field can have", () => {
    expect(fieldMessage(messages, MONEY, undefined)).toBeUndefined();
    expect(fieldMessage(messages, MONEY, "notAnOption")).toBeUndefined();
    expect(fieldMessage(messages, POSITIVE_MONEY, "zero")).toBe("Enter an amount above £0");
  });
});
