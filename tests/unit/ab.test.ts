import {
  AB_TESTS,
  abStorageKey,
  assignVariation,
  HERO_CTA,
  pickVariation,
  shownVariation,
  storedAssignments,
  VALUE_PROPOSITION,
  type AbAssignment,
  type AbStorage,
} from "../../src/lib/ab";
import home from "../../content/data/home.json";

const WEIGHTS = [0.33, 0.33, 0.34];

const newTrack = () => jest.fn((_assignment: AbAssignment): void => undefined);

function memoryStorage(
  initial: Record<string, string> = {},
): AbStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe("A/B test definitions (docs/product.md#constants)", () => {
  it("has hero_headline, hero_cta and value_proposition, three variations weighted 0.33/0.33/0.34", () => {
    expect(AB_TESTS.map((test) => test.name)).toEqual([
      "hero_headline",
      "hero_cta",
      "value_proposition",
    ]);
    for (const test of AB_TESTS) {
      expect(test.variations).toHaveLength(3);
      expect(test.weights).toEqual(WEIGHTS);
    }
  });

  it("stores each test under ab_test_<name>", () => {
    expect(abStorageKey(VALUE_PROPOSITION)).toBe("ab_test_value_proposition");
    expect(abStorageKey(HERO_CTA)).toBe("ab_test_hero_cta");
  });
});

describe("pickVariation", () => {
  it.each([
    [0, 0],
    [0.3299, 0],
    [0.33, 1],
    [0.6599, 1],
    [0.66, 2],
    [0.9999, 2],
  ])("maps %p to variation %p", (random, expected) => {
    expect(pickVariation(WEIGHTS, random)).toBe(expected);
  });

  it("covers the whole range when the weights sum to a shade under 1", () => {
    expect(pickVariation([0.3, 0.3, 0.3999999], 0.99999999)).toBe(2);
  });
});

describe("assignVariation", () => {
  it("picks, stores and reports a new visitor's variation once", () => {
    const storage = memoryStorage();
    const track = newTrack();
    expect(assignVariation(VALUE_PROPOSITION, storage, 0.5, track)).toBe("variant_b");
    expect(storage.data.get("ab_test_value_proposition")).toBe("variant_b");
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith({ test_name: "value_proposition", variation: "variant_b" });
  });

  it("keeps a stored variation whatever the random number, without reporting again", () => {
    const storage = memoryStorage({ ab_test_hero_cta: "variant_c" });
    const track = newTrack();
    expect(assignVariation(HERO_CTA, storage, 0, track)).toBe("variant_c");
    expect(assignVariation(HERO_CTA, storage, 0.5, track)).toBe("variant_c");
    expect(track).not.toHaveBeenCalled();
  });

  it("replaces a stored value that is not one of the test's variations", () => {
    const storage = memoryStorage({ ab_test_hero_cta: "retired" });
    const track = newTrack();
    expect(assignVariation(HERO_CTA, storage, 0.1, track)).toBe("control");
    expect(storage.data.get("ab_test_hero_cta")).toBe("control");
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("falls back to the control, without throwing or reporting, when storage is blocked", () => {
    const track = newTrack();
    const blocked: AbStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(assignVariation(VALUE_PROPOSITION, blocked, 0.9, track)).toBe("control");
    expect(assignVariation(VALUE_PROPOSITION, null, 0.9, track)).toBe("control");
    expect(track).not.toHaveBeenCalled();
  });

  it("falls back to the control when the variation cannot be stored", () => {
    const track = newTrack();
    const full: AbStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(assignVariation(VALUE_PROPOSITION, full, 0.9, track)).toBe("control");
    expect(track).not.toHaveBeenCalled();
  });
});

describe("storedAssignments", () => {
  it("lists each test with a stored variation of its own, in the tests' order", () => {
    const storage = memoryStorage({
      ab_test_value_proposition: "variant_c",
      ab_test_hero_headline: "control",
      ab_test_hero_cta: "variant_z",
    });
    expect(storedAssignments(AB_TESTS, storage)).toEqual([
      { test_name: "hero_headline", variation: "control" },
      { test_name: "value_proposition", variation: "variant_c" },
    ]);
  });

  it("gives what assignVariation stored and reported", () => {
    const storage = memoryStorage();
    const track = newTrack();
    for (const test of AB_TESTS) assignVariation(test, storage, 0.5, track);
    expect(storedAssignments(AB_TESTS, storage)).toEqual(track.mock.calls.map(([call]) => call));
  });

  it("gives none without storage, with nothing stored, or when storage cannot be read", () => {
    const blocked: AbStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => undefined,
    };
    expect(storedAssignments(AB_TESTS, null)).toEqual([]);
    expect(storedAssignments(AB_TESTS, memoryStorage())).toEqual([]);
    expect(storedAssignments(AB_TESTS, blocked)).toEqual([]);
  });
});

describe("shownVariation", () => {
  const ctas = home.hero.ctas;

  it("is the chosen variation alone, so analytics carry only the words on screen", () => {
    expect(shownVariation(ctas, "variant_b")).toEqual({
      variation: "variant_b",
      text: "Get My Free 30-Minute Consult",
    });
    expect(shownVariation(ctas, "variant_c")?.text).toBe("Book a 15-Minute Strategy Call");
  });

  it("is the control when the chosen id is not one of the variations", () => {
    expect(shownVariation(ctas, "variant_z")?.text).toBe("Book Portfolio Consultation");
    expect(shownVariation([], "control")).toBeUndefined();
  });
});
