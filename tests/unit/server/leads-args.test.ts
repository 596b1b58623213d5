import { parseLeadsArgs } from "../../../src/server/cli/leads-args";

describe("npm run leads options", () => {
  it("take one mode, and what that mode needs", () => {
    expect(parseLeadsArgs([])).toEqual({ mode: null });
    expect(parseLeadsArgs(["--csv"])).toEqual({ mode: "--csv" });
    expect(parseLeadsArgs(["--import", "old.jsonl"])).toEqual({
      mode: "--import",
      file: "old.jsonl",
    });
    expect(parseLeadsArgs(["--purge"])).toEqual({ mode: "--purge", dryRun: false });
    expect(parseLeadsArgs(["--purge", "--now", "2027-03-01T08:00Z", "--dry-run"])).toEqual({
      mode: "--purge",
      dryRun: true,
      now: new Date("2027-03-01T08:00Z"),
    });
    expect(parseLeadsArgs(["--remind"])).toEqual({ mode: "--remind" });
    expect(parseLeadsArgs(["--remind", "--now", "2027-03-01T08:00Z"])).toEqual({
      mode: "--remind",
      now: new Date("2027-03-01T08:00Z"),
    });
    expect(parseLeadsArgs(["--export", "ada@example.com"])).toEqual({
      mode: "--export",
      email: "ada@example.com",
    });
    expect(parseLeadsArgs(["--erase", "ada@example.com"])).toEqual({
      mode: "--erase",
      email: "ada@example.com",
    });
    expect(parseLeadsArgs(["--invite", "owner@example.com"])).toEqual({
      mode: "--invite",
      email: "owner@example.com",
    });
  });

  it("say what is wrong", () => {
    expect(parseLeadsArgs(["--xml"])).toEqual({ problem: "Unknown option --xml" });
    expect(parseLeadsArgs(["--csv", "--json"])).toEqual({ problem: "One option at a time" });
    expect(parseLeadsArgs(["--import"])).toEqual({ problem: "--import needs the file to read" });
    expect(parseLeadsArgs(["--import", "--csv"])).toEqual({
      problem: "--import needs the file to read",
    });
    expect(parseLeadsArgs(["--purge", "--now", "soon"])).toEqual({
      problem: "--now needs a date and time, as 2027-03-01T08:00Z",
    });
    expect(parseLeadsArgs(["--erase"])).toEqual({ problem: "--erase needs an email address" });
    expect(parseLeadsArgs(["--invite"])).toEqual({ problem: "--invite needs an email address" });
    expect(parseLeadsArgs(["--export", "--csv"])).toEqual({
      problem: "--export needs an email address",
    });
    expect(parseLeadsArgs(["--erase", "a@b.co", "c@d.co"])).toEqual({
      problem: "One option at a time",
    });
    expect(parseLeadsArgs(["--purge", "--csv"])).toEqual({
      problem: "Unknown option --csv for --purge",
    });
    expect(parseLeadsArgs(["--remind", "--dry-run"])).toEqual({
      problem: "Unknown option --dry-run for --remind",
    });
  });
});
