import {
  adjacentPosts,
  bylineFacts,
  byNewest,
  ALL_CATEGORIES,
  countCategories,
  filterPosts,
  matchesQuery,
  postPath,
  publishedAndComing,
  toPostSummary,
  type PostSummary,
} from "../../src/lib/blog/posts";
import blog from "../../content/data/blog.json";
import { postSummaries } from "../blog-content";

const categories = [
  { id: "business-scaling", label: "Business Scaling" },
  { id: "saas-development", label: "SaaS Development" },
  { id: "ai-automation", label: "AI Automation" },
  { id: "agency-growth", label: "Agency Growth" },
];

const post = (fields: Partial<PostSummary> & Pick<PostSummary, "id">): PostSummary => ({
  title: `Post ${fields.id}`,
  excerpt: "",
  author: "Aoife McCartan",
  date: "2026-01-01",
  category: "business-scaling",
  readTime: "5 min read",
  image: "/images/blog/x.svg",
  tags: [],
  featured: false,
  slug: null,
  ...fields,
});

describe("countCategories", () => {
  it("counts every post under All and each under its own chip, so the chips add up to All", () => {
    const counts = countCategories(postSummaries, blog.list.categories, "All");
    expect(counts[0]).toEqual({ id: ALL_CATEGORIES, label: "All", count: postSummaries.length });
    for (const { id, count } of counts.slice(1)) {
      const inCategory = postSummaries.filter((summary) => summary.category === id);
      expect([id, count]).toEqual([id, inCategory.length]);
    }
    const sum = counts.slice(1).reduce((total, { count }) => total + count, 0);
    expect(sum).toBe(postSummaries.length);
  });

  it("keeps the content's order and labels and shows an empty category as 0", () => {
    const counts = countCategories([post({ id: 1, category: "ai-automation" })], categories, "All");
    expect(counts[0]).toEqual({ id: "all", label: "All", count: 1 });
    expect(counts.find(({ id }) => id === "agency-growth")?.count).toBe(0);
    expect(counts.find(({ id }) => id === "ai-automation")?.label).toBe("AI Automation");
  });
});

describe("matchesQuery", () => {
  const guide = post({
    id: 2,
    title: "How to Launch a SaaS Product in the UK",
    excerpt: "Pricing, VAT and data protection for a small business.",
    tags: ["Product", "Go-to-market"],
  });

  it("matches the title, the excerpt and the tags, whatever the case", () => {
    expect(matchesQuery(guide, "saas")).toBe(true);
    expect(matchesQuery(guide, "VAT")).toBe(true);
    expect(matchesQuery(guide, "go-to-market")).toBe(true);
  });

  it("needs every word of the query, in any order", () => {
    expect(matchesQuery(guide, "uk launch")).toBe(true);
    expect(matchesQuery(guide, "launch agency")).toBe(false);
  });

  it("matches as the visitor types and a blank query matches everything", () => {
    expect(matchesQuery(guide, "laun")).toBe(true);
    expect(matchesQuery(guide, "   ")).toBe(true);
  });

  it("ignores accents", () => {
    expect(matchesQuery(post({ id: 3, title: "Café owners" }), "cafe")).toBe(true);
  });
});

describe("filterPosts", () => {
  const posts = [
    post({ id: 1, category: "saas-development", title: "Pricing a SaaS product" }),
    post({ id: 2, category: "ai-automation", title: "Automation that pays" }),
    post({ id: 3, category: "ai-automation", title: "Hiring an agency" }),
    post({ id: 4, category: "saas-development", title: "Churn" }),
  ];
  const ids = (found: PostSummary[]) => found.map((match) => match.id);

  it("returns every post for all and no query", () => {
    expect(filterPosts(postSummaries, { category: "all", query: "" })).toEqual(postSummaries);
  });

  it("keeps one category", () => {
    expect(ids(filterPosts(posts, { category: "saas-development", query: "" }))).toEqual([1, 4]);
  });

  it("combines the category and the query", () => {
    expect(ids(filterPosts(posts, { category: "ai-automation", query: "automation" }))).toEqual([
      2,
    ]);
    expect(filterPosts(posts, { category: "agency-growth", query: "saas" })).toEqual([]);
  });

  it("finds nothing for a query no post contains", () => {
    expect(filterPosts(postSummaries, { category: "all", query: "zzzz" })).toEqual([]);
  });
});

describe("byNewest", () => {
  it("puts later dates first, across months and years, and equal dates by id", () => {
    const posts = [
      post({ id: 5, date: "2025-12-31" }),
      post({ id: 3, date: "2026-02-01" }),
      post({ id: 2, date: "2026-10-06" }),
      post({ id: 1, date: "2026-02-01" }),
      post({ id: 4, date: "2026-11-30" }),
    ];
    expect([...posts].sort(byNewest).map((each) => each.id)).toEqual([4, 2, 1, 3, 5]);
  });
});

describe("adjacentPosts", () => {
  const posts = [
    post({ id: 1, date: "2026-10-06", slug: "newest" }),
    post({ id: 2, date: "2026-09-01", slug: null }),
    post({ id: 3, date: "2026-08-15", slug: "middle" }),
    post({ id: 4, date: "2026-07-01", slug: "oldest" }),
  ];

  it("links to the next older and newer posts that have a page", () => {
    const { previous, next } = adjacentPosts(posts, "middle");
    expect(previous?.slug).toBe("oldest");
    expect(next?.slug).toBe("newest");
  });

  it("has no newer post for the newest and no older post for the oldest", () => {
    expect(adjacentPosts(posts, "newest")).toEqual({ previous: posts[2], next: null });
    expect(adjacentPosts(posts, "oldest")).toEqual({ previous: null, next: posts[2] });
  });

  it("has no neighbours for an unknown slug", () => {
    expect(adjacentPosts(posts, "missing")).toEqual({ previous: null, next: null });
  });
});

describe("toPostSummary and postPath", () => {
  it("maps postId to id and keeps the rest", () => {
    const { id: _id, ...fields } = post({ id: 0, slug: "a" });
    expect(toPostSummary({ ...fields, postId: 5 })).toEqual({ ...fields, id: 5 });
  });

  it("puts posts under /blog", () =>
    expect(postPath("saas-launch-guide")).toBe("/blog/saas-launch-guide"));
});

describe("bylineFacts", () => {
  it("gives a post with a page its date and read time", () => {
    expect(bylineFacts(post({ id: 1, slug: "guide" }))).toEqual({
      author: "Aoife McCartan",
      published: { date: "2026-01-01", readTime: "5 min read" },
    });
  });

  it("gives a Coming Soon post neither a date nor a read time", () => {
    expect(bylineFacts(post({ id: 2, slug: null }))).toEqual({
      author: "Aoife McCartan",
      published: null,
    });
    for (const summary of postSummaries.filter(({ slug }) => slug === null))
      expect(bylineFacts(summary).published).toBeNull();
  });
});

describe("publishedAndComing", () => {
  it("counts the posts with a page apart from those still to come", () => {
    const all = postSummaries;
    const counted = publishedAndComing(all);
    expect(counted.published + counted.coming).toBe(all.length);
    expect(counted.published).toBe(all.filter((post) => post.slug !== null).length);
    expect(counted.coming).toBeGreaterThan(0);
    expect(publishedAndComing([])).toEqual({ published: 0, coming: 0 });
  });
});
