import { readFileSync } from "node:fs";
import path from "node:path";
import { graphqlTemplates } from "../../src/build/graphql-source";

describe("graphqlTemplates", () => {
  it("gives the text of each graphql template, in order, and nothing else", () => {
    const source =
      "const a = graphql`fragment A on X { a }`;\nconst b = `not ${a}`;\ngraphql`query B { b }`";
    expect(graphqlTemplates(source)).toEqual(["fragment A on X { a }", "query B { b }"]);
  });

  it("finds the post fields fragment that the blog-outputs plugin reads", () => {
    const file = path.resolve(__dirname, "../../src/hooks/blog-fragments.ts");
    const [fragment] = graphqlTemplates(readFileSync(file, "utf8"));
    expect(fragment).toMatch(/^\s*fragment PostSummaryFields on MarkdownRemark \{/);
  });
});
