import {
  absoluteUrl,
  buildHeadTags,
  pageTitle,
  serializeJsonLd,
  type SiteMetadata,
} from "../../src/lib/seo";

const site: SiteMetadata = {
  title: "Scalewise Studio",
  description: "A UK business-building studio.",
  siteUrl: "https://www.example.co.uk",
  keywords: ["business scaling", "SaaS"],
  locale: "en_GB",
  twitter: "@studio",
};

const find = (tags: ReturnType<typeof buildHeadTags>, key: string) =>
  tags.meta.find((tag) => ("name" in tag ? tag.name : tag.property) === key)?.content;

describe("absoluteUrl", () => {
  it("joins the site and the route without a trailing slash", () => {
    expect(absoluteUrl("https://www.example.co.uk", "/about")).toBe(
      "https://www.example.co.uk/about",
    );
    expect(absoluteUrl("https://www.example.co.uk/", "/about/")).toBe(
      "https://www.example.co.uk/about",
    );
  });
  it("keeps the root's slash", () => {
    expect(absoluteUrl("https://www.example.co.uk", "/")).toBe("https://www.example.co.uk/");
  });
  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl(site.siteUrl, "https://cdn.example.com/og.png")).toBe(
      "https://cdn.example.com/og.png",
    );
  });
});

describe("pageTitle", () => {
  it("adds the site name", () =>
    expect(pageTitle("Scalewise Studio", "Services")).toBe("Services | Scalewise Studio"));
  it("is the site name alone for the home page", () => {
    expect(pageTitle("Scalewise Studio")).toBe("Scalewise Studio");
    expect(pageTitle("Scalewise Studio", "Scalewise Studio")).toBe("Scalewise Studio");
  });
});

describe("buildHeadTags", () => {
  const tags = buildHeadTags(site, {
    pathname: "/services",
    title: "Services",
    description: "What we do.",
    keywords: ["funnels", "SEO"],
  });

  it("sets title, description, keywords and canonical", () => {
    expect(tags.title).toBe("Services | Scalewise Studio");
    expect(tags.canonical).toBe("https://www.example.co.uk/services");
    expect(find(tags, "description")).toBe("What we do.");
    expect(find(tags, "keywords")).toBe("funnels, SEO");
  });

  it("sets Open Graph and Twitter tags", () => {
    expect(find(tags, "og:title")).toBe("Services | Scalewise Studio");
    expect(find(tags, "og:url")).toBe("https://www.example.co.uk/services");
    expect(find(tags, "og:type")).toBe("website");
    expect(find(tags, "og:locale")).toBe("en_GB");
    expect(find(tags, "twitter:card")).toBe("summary");
    expect(find(tags, "twitter:site")).toBe("@studio");
  });

  it("is indexable by default and noindex on request", () => {
    expect(find(tags, "robots")).toBe("index, follow");
    expect(find(buildHeadTags(site, { pathname: "/x", noindex: true }), "robots")).toBe(
      "noindex, follow",
    );
  });

  it("falls back to the site's description and keywords", () => {
    const home = buildHeadTags(site, { pathname: "/" });
    expect(home.title).toBe("Scalewise Studio");
    expect(find(home, "description")).toBe(site.description);
    expect(find(home, "keywords")).toBe("business scaling, SaaS");
  });

  it("uses a large card with an absolute image when there is one", () => {
    const withImage = buildHeadTags(site, {
      pathname: "/",
      image: "/og/home.png",
      imageAlt: "Studio",
    });
    expect(find(withImage, "og:image")).toBe("https://www.example.co.uk/og/home.png");
    expect(find(withImage, "og:image:alt")).toBe("Studio");
    expect(find(withImage, "twitter:card")).toBe("summary_large_image");
    expect(find(withImage, "twitter:image")).toBe("https://www.example.co.uk/og/home.png");
    expect(find(withImage, "twitter:image:alt")).toBe("Studio");
    expect(find(withImage, "og:image:width")).toBeUndefined();
  });

  it("gives the image's size when it is known", () => {
    const withSize = buildHeadTags(site, {
      pathname: "/about",
      title: "About",
      image: "/og/about.png",
      imageSize: { width: 1200, height: 630 },
    });
    expect(find(withSize, "og:image:width")).toBe("1200");
    expect(find(withSize, "og:image:height")).toBe("630");
    expect(find(withSize, "og:image:alt")).toBe("About | Scalewise Studio");
  });

  it("has no JSON-LD unless given", () => {
    expect(tags.jsonLd).toBeNull();
    const withLd = buildHeadTags(site, { pathname: "/", jsonLd: { "@type": "Organization" } });
    expect(JSON.parse(withLd.jsonLd ?? "")).toEqual({ "@type": "Organization" });
  });
});

describe("buildHeadTags for an article", () => {
  const tags = buildHeadTags(
    { ...site, feed: { path: "/rss.xml", title: "Studio Blog" } },
    {
      pathname: "/blog/a",
      article: {
        publishedTime: "2026-10-06",
        author: "Aoife McCartan",
        section: "Business Scaling",
        tags: ["Scaling", "Strategy"],
      },
    },
  );

  it("is an Open Graph article with its date, author, section and every tag", () => {
    expect(find(tags, "og:type")).toBe("article");
    expect(find(tags, "article:published_time")).toBe("2026-10-06");
    expect(find(tags, "article:author")).toBe("Aoife McCartan");
    expect(find(tags, "article:section")).toBe("Business Scaling");
    const articleTags = tags.meta.filter(
      (tag) => "property" in tag && tag.property === "article:tag",
    );
    expect(articleTags.map((tag) => tag.content)).toEqual(["Scaling", "Strategy"]);
  });

  it("links the RSS feed with an absolute URL, and not when the site has none", () => {
    expect(tags.feed).toEqual({ href: "https://www.example.co.uk/rss.xml", title: "Studio Blog" });
    expect(buildHeadTags(site, { pathname: "/" }).feed).toBeNull();
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it sits in", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
