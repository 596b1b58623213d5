import { blogPostingJsonLd, webSiteJsonLd } from "../../src/lib/structured-data";

describe("webSiteJsonLd", () => {
  it("declares the site search as a SearchAction on /search?q=", () => {
    const data = webSiteJsonLd({
      name: "Studio",
      siteUrl: "https://www.example.co.uk",
      searchUrlTemplate: "https://www.example.co.uk/search?q={search_term_string}",
    });
    expect(data).toMatchObject({
      "@type": "WebSite",
      url: "https://www.example.co.uk/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://www.example.co.uk/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the post with absolute URLs, its date, author and publisher", () => {
    const data = blogPostingJsonLd({
      siteName: "Studio",
      siteUrl: "https://www.example.co.uk",
      path: "/blog/a",
      title: "A",
      description: "About A",
      date: "2026-10-06",
      author: "Aoife McCartan",
      image: "/images/blog/a.svg",
      category: "Business Scaling",
      keywords: ["one", "two"],
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "A",
      url: "https://www.example.co.uk/blog/a",
      mainEntityOfPage: { "@id": "https://www.example.co.uk/blog/a" },
      image: "https://www.example.co.uk/images/blog/a.svg",
      datePublished: "2026-10-06",
      author: { "@type": "Person", name: "Aoife McCartan" },
      publisher: { "@type": "Organization", name: "Studio" },
      articleSection: "Business Scaling",
      keywords: "one, two",
    });
    expect(data).not.toHaveProperty("wordCount");
  });
});
