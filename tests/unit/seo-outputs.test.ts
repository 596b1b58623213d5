import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { breadcrumbTrail, crumbName } from "../../src/lib/breadcrumbs";
import { builtPages } from "../../src/build/built-pages";
import { parseDays, parseOpeningHours, to24Hour } from "../../src/lib/opening-hours";
import { shareCardPath } from "../../src/lib/share-card";
import { buildRobotsTxt, buildSitemapXml, sitemapEntry } from "../../src/build/sitemap";

describe("opening hours", () => {
  it("reads ranges and lists of days", () => {
    expect(parseDays("Monday to Friday")).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    expect(parseDays("Saturday and Sunday")).toEqual(["Saturday", "Sunday"]);
    expect(parseDays("Monday, Wednesday and Friday")).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(() => parseDays("Friday to Monday")).toThrow(/backwards/);
    expect(() => parseDays("Someday")).toThrow(/not a day/);
  });
  it("turns 12-hour times into 24-hour ones", () => {
    expect(to24Hour("9:00 AM")).toBe("09:00");
    expect(to24Hour("5:30 PM")).toBe("17:30");
    expect(to24Hour("12:00 PM")).toBe("12:00");
    expect(to24Hour("12:15 AM")).toBe("00:15");
    expect(() => to24Hour("17:30")).toThrow();
    expect(() => to24Hour("13:00 PM")).toThrow();
  });
  it("marks a closed day as opening and closing at midnight", () => {
    expect(
      parseOpeningHours([
        { days: "Monday to Tuesday", time: "9:00 AM to 5:30 PM" },
        { days: "Sunday", time: "Closed" },
      ]),
    ).toEqual([
      { days: ["Monday", "Tuesday"], opens: "09:00", closes: "17:30" },
      { days: ["Sunday"], opens: "00:00", closes: "00:00" },
    ]);
    expect(() => parseOpeningHours([{ days: "Monday", time: "all day" }])).toThrow();
  });
});

describe("breadcrumbTrail", () => {
  const nav = [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: "Blog", to: "/blog" },
    { label: "AI ROI Tools", to: "/ai-roi-tools" },
  ];
  it("is empty on the home page", () => expect(breadcrumbTrail("/", "Home", nav)).toEqual([]));
  it("names the home page and ancestors from the navigation, the page by its title", () => {
    expect(breadcrumbTrail("/services/ai-automation", "AI Automation", nav)).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "AI Automation", path: "/services/ai-automation" },
    ]);
  });
  it("prefers the navigation's label for the page, else the title's name before a colon", () => {
    expect(breadcrumbTrail("/ai-roi-tools", "AI ROI Tools: Free Calculators", nav).at(-1)).toEqual({
      name: "AI ROI Tools",
      path: "/ai-roi-tools",
    });
    expect(breadcrumbTrail("/advanced-tools", "Advanced Tools: MRR and More", nav).at(-1)).toEqual({
      name: "Advanced Tools",
      path: "/advanced-tools",
    });
    expect(crumbName("Why 80% of SaaS launches stall")).toBe("Why 80% of SaaS launches stall");
  });
  it("refuses an ancestor the navigation does not name", () => {
    expect(() => breadcrumbTrail("/guides/one", "One", nav)).toThrow(/\/guides/);
  });
});

describe("shareCardPath", () => {
  it("names each route's card after its path", () => {
    expect(shareCardPath("/")).toBe("/og/home.png");
    expect(shareCardPath("/about")).toBe("/og/about.png");
    expect(shareCardPath("/services/ai-automation")).toBe("/og/services-ai-automation.png");
  });
});

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;

describe("sitemapEntry", () => {
  it("takes the canonical URL of an indexable page", () => {
    const html = page(
      '<meta name="robots" content="index, follow"><link rel="canonical" href="https://a.uk/about">',
    );
    expect(sitemapEntry(html)).toEqual({ loc: "https://a.uk/about" });
  });
  it("leaves out a noindex page and a page without a canonical", () => {
    expect(
      sitemapEntry(
        page(
          '<meta name="robots" content="noindex, follow"><link rel="canonical" href="https://a.uk/s">',
        ),
      ),
    ).toBeNull();
    expect(sitemapEntry(page('<meta name="robots" content="index, follow">'))).toBeNull();
  });
  it("dates the page by the latest dateModified in its JSON-LD", () => {
    const ld = JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "BlogPosting", dateModified: "2026-10-06" },
        { dateModified: "2026-11-01T10:00:00Z" },
      ],
    });
    const html = page(
      `<link rel="canonical" href="https://a.uk/blog/a"><script type="application/ld+json">${ld}</script>`,
    );
    expect(sitemapEntry(html)).toEqual({ loc: "https://a.uk/blog/a", lastmod: "2026-11-01" });
  });
});

describe("buildSitemapXml", () => {
  it("lists each URL once, sorted and escaped, with lastmod where known", () => {
    const xml = buildSitemapXml([
      { loc: "https://a.uk/b?x=1&y=2" },
      { loc: "https://a.uk/a", lastmod: "2026-10-06" },
      { loc: "https://a.uk/b?x=1&y=2" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>",
        "    <loc>https://a.uk/a</loc>",
        "    <lastmod>2026-10-06</lastmod>",
        "  </url>",
        "  <url>",
        "    <loc>https://a.uk/b?x=1&amp;y=2</loc>",
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});

describe("buildRobotsTxt", () => {
  it("lets every crawler in, keeps them off the paths it is given and points to the sitemap", () => {
    expect(buildRobotsTxt("https://a.uk/sitemap.xml", ["/api/", "/search?"])).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search?\n\nSitemap: https://a.uk/sitemap.xml\n",
    );
  });

  it("keeps no path back when given none", () => {
    expect(buildRobotsTxt("https://a.uk/sitemap.xml", [])).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://a.uk/sitemap.xml\n",
    );
  });
});

describe("builtPages", () => {
  it("finds every index.html below the folder as a route", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "built-"));
    try {
      mkdirSync(path.join(dir, "services/ai"), { recursive: true });
      for (const file of [
        "index.html",
        "404.html",
        "services/index.html",
        "services/ai/index.html",
      ])
        writeFileSync(path.join(dir, file), "<html></html>");
      expect(
        builtPages(dir)
          .map((entry) => entry.route)
          .sort(),
      ).toEqual(["/", "/services", "/services/ai"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
