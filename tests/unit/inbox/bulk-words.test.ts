import { bulkResultText } from "../../../src/lib/inbox/bulk-words";

describe("what the list says after a change to many leads", () => {
  it("names the change and the leads that already had it", () => {
    expect(bulkResultText({ kind: "status", status: "spam" }, { leads: 3, changed: 3 }, null)).toBe(
      "3 leads marked as spam.",
    );
    expect(bulkResultText({ kind: "status", status: "won" }, { leads: 2, changed: 1 }, null)).toBe(
      "1 lead set to Won. 1 lead already was.",
    );
    expect(
      bulkResultText({ kind: "assign", assignee: "a" }, { leads: 4, changed: 2 }, "conor@x.studio"),
    ).toBe("2 leads assigned to conor@x.studio. 2 leads already were.");
    expect(bulkResultText({ kind: "assign", assignee: null }, { leads: 1, changed: 1 }, null)).toBe(
      "1 lead left unassigned.",
    );
  });
});
