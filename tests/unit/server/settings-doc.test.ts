import { readFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { DECLARED } from "../../../src/server/settings/declaration";
import { NEWCOMER_SETTINGS, settingsTable, withTable } from "../../../src/server/settings/table";

const DOC = "docs/settings.md";

describe("the settings table in docs/settings.md", () => {
  it("is the one written from the declaration (npm run settings:doc)", async () => {
    const options = { ...(await resolveConfig(DOC)), parser: "markdown" };
    const written = readFileSync(DOC, "utf8");
    const table = await format(settingsTable(), options);
    expect(written).toBe(await format(withTable(written, table), options));
  });
});

describe("the README", () => {
  const readme = readFileSync("README.md", "utf8");

  it("stays a first page: under 8 KB", () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(8000);
  });

  it("names only the settings a newcomer sets, and links to the table", () => {
    const named = Object.keys(DECLARED).filter((name) => readme.includes(`\`${name}\``));
    expect(named).toEqual(NEWCOMER_SETTINGS);
    expect(readme).toContain("(docs/settings.md)");
  });
});
