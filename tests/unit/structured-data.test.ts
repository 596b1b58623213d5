import about from "../../content/data/about.json";
import advancedTools from "../../content/data/advanced-tools.json";
import aiAutomation from "../../content/data/ai-automation.json";
import aiRoiTools from "../../content/data/ai-roi-tools.json";
import blog from "../../content/data/blog.json";
import caseStudies from "../../content/data/case-studies.json";
import contactPage from "../../content/data/contact-page.json";
import contact from "../../content/data/contact.json";
import home from "../../content/data/home.json";
import legal from "../../content/data/legal.json";
import navigation from "../../content/data/navigation.json";
import saasPlatforms from "../../content/data/saas-platforms.json";
import search from "../../content/data/search.json";
import services from "../../content/data/services.json";
import social from "../../content/data/social.json";
import site from "../../content/site.json";
import { postPath } from "../../src/lib/blog/posts";
import { jsonLdProblems, jsonLdTypes } from "../../src/lib/json-ld-checks";
import { pageJsonLd, type PageJsonLdInput } from "../../src/lib/page-json-ld";
import { shareCardPath } from "../../src/lib/share-card";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
  type BreadcrumbNode,
  type JsonLdNode,
} from "../../src/lib/structured-data";
import { postSummaries } from "../blog-content";

const siteUrl = "https://www.example.co.uk";
const siteMeta: PageJsonLdInput["site"] = {
  title: site.title,
  description: site.description,
  siteUrl,
  locale: site.locale,
  searchUrlTemplate: `${siteUrl}/search?q={search_term_string}`,
};
const chromeNav = [...navigation.header, ...navigation.footerQuick, ...navigation.legal];

function graphFor(pathname: string, title: string, nodes: JsonLdNode[] = [], breadcrumb = true) {
  return pageJsonLd({
    site: siteMeta,
    contact,
    social: social.items,
    navigation: chromeNav,
    pathname,
    title,
    breadcrumb,
    nodes,
  });
}

describe("organizationJsonLd", () => {
  const org = organizationJsonLd({
    name: "Studio",
    siteUrl,
    description: "A studio.",
    logo: "/icons/icon-512.png",
    contact,
    sameAs: social.items.map((item) => item.url),
    language: "en-GB",
  });

  it("is a ProfessionalService with the UK address, both phones, the email and the hours", () => {
    expect(org).toMatchObject({
      "@type": "ProfessionalService",
      "@id": "https://www.example.co.uk/#organization",
      url: "https://www.example.co.uk/",
      email: "hello@scalewise.studio",
      telephone: "+442890180123",
      logo: { "@type": "ImageObject", url: "https://www.example.co.uk/icons/icon-512.png" },
      address: {
        "@type": "PostalAddress",
        streetAddress: "Floor 3, 21 Arthur Street",
        addressLocality: "Belfast",
        addressRegion: "Northern Ireland",
        postalCode: "BT1 4GA",
        addressCountry: "GB",
      },
      contactPoint: [
        { telephone: "+442890180123", areaServed: "UK" },
        { telephone: "+35319060123", areaServed: "IE" },
      ],
      openingHoursSpecification: [
        {
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "17:30",
        },
        { dayOfWeek: ["Saturday", "Sunday"], opens: "00:00", closes: "00:00" },
      ],
      sameAs: [
        "https://www.instagram.com/scalewisestudio",
        "https://x.com/scalewisestudio",
        "https://www.linkedin.com/company/scalewise-studio",
      ],
    });
  });
});

describe("webSiteJsonLd", () => {
  it("declares the site search as a SearchAction on /search?q= and names its publisher", () => {
    const data = webSiteJsonLd({
      name: "Studio",
      siteUrl,
      searchUrlTemplate: "https://www.example.co.uk/search?q={search_term_string}",
      language: "en-GB",
    });
    expect(data).toMatchObject({
      "@type": "WebSite",
      "@id": "https://www.example.co.uk/#website",
      url: "https://www.example.co.uk/",
      publisher: { "@id": "https://www.example.co.uk/#organization" },
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://www.example.co.uk/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers each step from 1 with an absolute URL", () => {
    const data = breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "A post", path: "/blog/a" },
    ]);
    expect(data).toEqual({
      "@type": "BreadcrumbList",
      "@id": "https://www.example.co.uk/blog/a#breadcrumb",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.co.uk/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.co.uk/blog" },
        {
          "@type": "ListItem",
          position: 3,
          name: "A post",
          item: "https://www.example.co.uk/blog/a",
        },
      ],
    });
  });
  it("refuses an empty trail", () => expect(() => breadcrumbJsonLd(siteUrl, [])).toThrow());
});

describe("faqPageJsonLd", () => {
  it("asks each question with its answer", () => {
    const data = faqPageJsonLd({
      siteUrl,
      path: "/contact",
      items: [{ question: "Q?", answer: "A." }],
    });
    expect(data).toMatchObject({
      "@type": "FAQPage",
      url: "https://www.example.co.uk/contact",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { text: "A." } }],
    });
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the post with absolute URLs, its date and author, published by the studio", () => {
    const data = blogPostingJsonLd({
      siteUrl,
      path: "/blog/a",
      title: "A",
      description: "About A",
      date: "2026-10-06",
      author: "Aoife McCartan",
      images: ["/og/blog-a.png", "/images/blog/a.svg"],
      category: "Business Scaling",
      keywords: ["one", "two"],
      language: "en-GB",
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "A",
      url: "https://www.example.co.uk/blog/a",
      mainEntityOfPage: { "@id": "https://www.example.co.uk/blog/a" },
      image: [
        "https://www.example.co.uk/og/blog-a.png",
        "https://www.example.co.uk/images/blog/a.svg",
      ],
      datePublished: "2026-10-06",
      author: { "@type": "Person", name: "Aoife McCartan" },
      publisher: { "@id": "https://www.example.co.uk/#organization" },
      articleSection: "Business Scaling",
      keywords: "one, two",
    });
    expect(data).not.toHaveProperty("wordCount");
  });
});

describe("pageJsonLd", () => {
  it("puts the studio and the site on the home page, with no breadcrumb", () => {
    expect(jsonLdTypes(graphFor("/", home.meta.title))).toEqual(["ProfessionalService", "WebSite"]);
  });
  it("adds the trail on inner pages, then the page's own nodes", () => {
    const graph = graphFor("/contact", contactPage.meta.title, [
      faqPageJsonLd({ siteUrl, path: "/contact", items: contactPage.faq }),
    ]);
    expect(jsonLdTypes(graph)).toEqual([
      "ProfessionalService",
      "WebSite",
      "BreadcrumbList",
      "FAQPage",
    ]);
  });
  it("leaves the trail out where the route is not the page's own", () => {
    expect(jsonLdTypes(graphFor("/nowhere", "Page Not Found", [], false))).toEqual([
      "ProfessionalService",
      "WebSite",
    ]);
  });
});

// Every route the site builds, with the title its Head gives the graph (from the same content).
const PAGES: [string, string, JsonLdNode[]][] = [
  ["/", home.meta.title, []],
  ["/services", services.meta.title, []],
  ["/services/saas-platforms", saasPlatforms.meta.title, []],
  ["/services/ai-automation", aiAutomation.meta.title, []],
  ["/about", about.meta.title, []],
  ["/case-studies", caseStudies.meta.title, []],
  [
    "/contact",
    contactPage.meta.title,
    [faqPageJsonLd({ siteUrl, path: "/contact", items: contactPage.faq })],
  ],
  ["/ai-roi-tools", aiRoiTools.meta.title, []],
  ["/blog", blog.meta.title, []],
  ["/advanced-tools", advancedTools.meta.title, []],
  ["/privacy-policy", legal.privacy.meta.title, []],
  ["/terms-of-service", legal.terms.meta.title, []],
  ["/search", search.meta.title, []],
  ...postSummaries.flatMap((post): [string, string, JsonLdNode[]][] =>
    post.slug
      ? [
          [
            postPath(post.slug),
            post.title,
            [
              blogPostingJsonLd({
                siteUrl,
                path: postPath(post.slug),
                title: post.title,
                description: post.excerpt,
                date: post.date,
                author: post.author,
                images: [shareCardPath(postPath(post.slug)), post.image],
                category: post.category,
                keywords: post.tags,
                language: "en-GB",
              }),
            ],
          ],
        ]
      : [],
  ),
];

describe.each(PAGES)("the JSON-LD of %s", (pathname, title, nodes) => {
  it("has what Google requires, absolute URLs and no reference outside the graph", () => {
    expect(jsonLdProblems(graphFor(pathname, title, nodes))).toEqual([]);
  });
});

describe("the breadcrumbs of posts", () => {
  it("run Home > Blog > the post", () => {
    const post = PAGES.find(([pathname]) => pathname.startsWith("/blog/"));
    if (!post) throw new Error("No post has a page");
    const graph = graphFor(post[0], post[1]);
    const trail = graph["@graph"].find(
      (node): node is BreadcrumbNode => node["@type"] === "BreadcrumbList",
    );
    expect(trail?.itemListElement).toEqual([
      expect.objectContaining({ name: "Home", item: `${siteUrl}/` }),
      expect.objectContaining({ name: "Blog", item: `${siteUrl}/blog` }),
      expect.objectContaining({ name: post[1], item: `${siteUrl}${post[0]}` }),
    ]);
  });
});
