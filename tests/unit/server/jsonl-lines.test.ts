import { parseStoreLine } from "../../../src/server/store/jsonl-lines";

// A line of the old leads.jsonl comes in only when its record has the types the code that reads a
// stored record relies on; today's limits are not asked of it.
const line = (kind: string, record: unknown) =>
  JSON.stringify({
    kind,
    id: "44444444-4444-4444-8444-444444444444",
    idempotencyKey: null,
    receivedAt: "2025-01-01T00:00:00.000Z",
    record,
    deliveries: [],
  });

describe("a submission line of the old store", () => {
  it("comes in with a record kept under older, looser rules", () => {
    const name = "A".repeat(500);
    const parsed = parseStoreLine(line("lead", { email: "old@example.com", name, tags: ["a"] }));
    expect(parsed).toMatchObject({
      type: "submission",
      submission: { kind: "lead", record: { email: "old@example.com", name } },
    });
    expect(parseStoreLine(line("contact", { email: "", name: "Ada" }))).toMatchObject({
      submission: { kind: "contact" },
    });
  });

  it.each([
    ["an email that is not text", "lead", { email: 5 }],
    ["no email", "lead", { name: "Ada" }],
    ["tags that are not a list", "lead", { email: "a@b.co", tags: { 0: "x" } }],
    ["a recommendation that is not text", "lead", { email: "a@b.co", recommendations: [1] }],
    ["a score that is not a number", "lead", { email: "a@b.co", assessmentScore: "9" }],
    ["a contact field that is not text", "contact", { email: "a@b.co", message: ["x"] }],
  ])("is left out as damaged with %s", (_, kind, record) => {
    expect(parseStoreLine(line(kind, record))).toBeNull();
  });
});
