import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { formatLongDate } from "../../src/lib/format";
import type { PostSummary } from "../../src/lib/blog/posts";
import { postFiles, postSummaries } from "../blog-content";
import { DESKTOP, SITE_URL, hydrated, launch, openPage, coverImages, settled, url } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const published = postSummaries.filter((post) => post.slug !== null);

const jsonLd = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    // Each page's JSON-LD is one @graph of nodes.
    scripts
      .map((script) => JSON.parse(script.textContent ?? "null"))
      .flatMap((data) => data?.["@graph"] ?? [data]),
  );

describe.each(published.map((post) => [post.slug, post] as const))("/blog/%s", (slug, post) => {
  // One visit, hydrated, read by each test below.
  let visit: Awaited<ReturnType<typeof openPage>>;
  let status: number | undefined;
  beforeAll(async () => {
    visit = await openPage(browser);
    status = (await visit.page.goto(url(`/blog/${slug}`)))?.status();
    await hydrated(visit.page);
  }, 60_000);
  afterAll(() => visit?.close());

  it("renders the article with its category, en-GB date, read time and author", async () => {
    const { page, errors } = visit;
    expect(status).toBe(200);

    await expect(page.locator("h1").textContent()).resolves.toBe(post.title);
    const time = page.locator(`main time[datetime="${post.date}"]`).first();
    await expect(time.textContent()).resolves.toBe(formatLongDate(post.date));
    const main = page.locator("main");
    await expect(main.getByText(post.readTime, { exact: true }).count()).resolves.toBeGreaterThan(
      0,
    );
    await expect(main.getByText(post.author).count()).resolves.toBeGreaterThan(0);

    // The body, built from markdown: anchored headings, lists, emphasis and safe external links.
    const article = main.locator("article");
    const headings = await article
      .locator("h2[id]")
      .evaluateAll((nodes) =>
        nodes.map((node) => [
          node.id,
          node.querySelector("a.heading-anchor")?.getAttribute("href"),
        ]),
      );
    expect(headings.length).toBeGreaterThanOrEqual(3);
    for (const [id, href] of headings) expect(href).toBe(`#${id}`);
    await expect(article.locator("ul li, ol li").count()).resolves.toBeGreaterThan(0);
    await expect(article.locator("strong").count()).resolves.toBeGreaterThan(0);
    const external = await article
      .locator('a[href^="http"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("rel") ?? ""));
    for (const rel of external) expect(rel).toContain("noopener");
    await expect(article.locator("script, iframe, [onclick]").count()).resolves.toBe(0);

    await expect(main.locator('a[href="/contact"]').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("describes itself as an article: BlogPosting JSON-LD and Open Graph article tags", async () => {
    const { page } = visit;
    const postings = (await jsonLd(page)).filter((data) => data?.["@type"] === "BlogPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { name: post.author },
      url: `${SITE_URL}/blog/${slug}`,
    });
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute("content");
    await expect(meta("og:type")).resolves.toBe("article");
    await expect(meta("article:published_time")).resolves.toBe(post.date);
  });

  it("fetches its cover first, at its size, and names the cover's URL to search engines", async () => {
    const { page } = visit;
    await expect(coverImages(page, "article header img")).resolves.toEqual([
      {
        src: post.image,
        alt: "",
        width: "1200",
        height: "630",
        loading: null,
        fetchpriority: "high",
      },
    ]);
    await expect(
      page.locator("article header img").evaluate((image: HTMLImageElement) => image.decode()),
    ).resolves.toBeUndefined();
    const [posting] = (await jsonLd(page)).filter((data) => data?.["@type"] === "BlogPosting");
    expect(posting.image).toContain(`${SITE_URL}${post.image}`);
  });

  it("serves its raw markdown at /content/blog-posts/{slug}.md", async () => {
    const response = await fetch(url(`/content/blog-posts/${slug}.md`));
    expect(response.status).toBe(200);
    const source = postFiles.find((file) => file.frontmatter.slug === slug);
    expect((await response.text()).trim()).toBe(source?.body.trim());
  });
});

describe("a long article", () => {
  const slug = published[0].slug;
  const blocks = (page: Page) => page.locator("article h2[id]").first().locator("xpath=..");

  it("lays out its blocks only as they near the viewport, and keeps focus rings whole", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url(`/blog/${slug}`));
    await hydrated(page);
    const lastWithElements = blocks(page).locator(":scope > *:has(*)").last();
    const inner = lastWithElements.locator("*").first();
    const rendered = () =>
      inner.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    await expect(rendered()).resolves.toBe(false);
    await lastWithElements.scrollIntoViewIfNeeded();
    await expect(settled(rendered, true)).resolves.toBe(true);

    // A block clips its paint to its box plus its overflow-clip-margin: a link's focus ring must fit.
    const link = blocks(page).locator(":scope > * a:not(.heading-anchor)").first();
    await link.focus();
    const clip = await blocks(page).evaluate((body) => {
      const focused = document.activeElement;
      const block = [...body.children].find((child) => child.contains(focused));
      if (!focused || !block) return null;
      const ring = getComputedStyle(focused);
      const style = getComputedStyle(block);
      const reach = parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
      return {
        contentVisibility: style.contentVisibility,
        ringDrawn: ring.outlineStyle !== "none" && reach > 0,
        ringFits: reach <= parseFloat(style.overflowClipMargin),
      };
    });
    expect(clip).toEqual({ contentVisibility: "auto", ringDrawn: true, ringFits: true });
    expect(errors).toEqual([]);
    await close();
  });

  // A shared link to the post's last heading, opened in a fresh browser context (empty cache).
  const openAtLastHeading = async (options: BrowserContextOptions = DESKTOP) => {
    // The built page names its headings' ids; no visit is needed to read them.
    const html = await (await fetch(url(`/blog/${slug}`))).text();
    const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    const id = [...article.matchAll(/<h2[^>]* id="([^"]+)"/g)].at(-1)?.[1];
    expect(id).toBeTruthy();
    const opened = await openPage(browser, options);
    await opened.page.goto(url(`/blog/${slug}#${id}`));
    await hydrated(opened.page);
    await opened.page.waitForLoadState("load");
    const heading = opened.page.locator(`[id="${id}"]`);
    // How far the heading is from where scroll-padding and scroll-margin put it: 0 when on it.
    // A smooth scroll, and scroll anchoring as skipped blocks above it are drawn, can come to rest
    // on a fraction of a pixel, so within one pixel counts as on it.
    const distance = () =>
      heading.evaluate((node) => {
        const expected =
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
          parseFloat(getComputedStyle(node).scrollMarginTop);
        const off = Math.abs(node.getBoundingClientRect().top - expected);
        return off <= 1 ? 0 : Math.round(off);
      });
    return { ...opened, distance };
  };

  it("opens a link to its last heading on it, however many blocks above were skipped", async () => {
    const { distance, close } = await openAtLastHeading();
    await expect(settled(distance, 0)).resolves.toBe(0);
    await close();
  });

  it("opens a link to a heading on it where scrolling is smooth, and scrolls smoothly after", async () => {
    const { page, distance, close } = await openAtLastHeading({
      ...DESKTOP,
      reducedMotion: "no-preference",
    });
    await expect(settled(distance, 0)).resolves.toBe(0);
    await page.waitForTimeout(1000);
    await expect(distance()).resolves.toBe(0);
    const behaviour = page.evaluate(
      () => getComputedStyle(document.documentElement).scrollBehavior,
    );
    await expect(behaviour).resolves.toBe("smooth");
    await close();
  });
});

describe("previous and next", () => {
  it("links each article to its older and newer neighbours", async () => {
    const { page, close } = await openPage(browser);
    const newestFirst = [...published].sort((a, b) => b.date.localeCompare(a.date));
    for (const [index, post] of newestFirst.entries()) {
      await page.goto(url(`/blog/${post.slug}`));
      const main = page.locator("main");
      const older = newestFirst[index + 1];
      const newer = newestFirst[index - 1];
      await expect(main.locator(`a[rel="prev"]`).count()).resolves.toBe(older ? 1 : 0);
      await expect(main.locator(`a[rel="next"]`).count()).resolves.toBe(newer ? 1 : 0);
      if (older)
        await expect(main.locator(`a[rel="prev"]`).getAttribute("href")).resolves.toBe(
          `/blog/${older.slug}`,
        );
      if (newer)
        await expect(main.locator(`a[rel="next"]`).getAttribute("href")).resolves.toBe(
          `/blog/${newer.slug}`,
        );
    }
    await close();
  });
});

describe("every post the blog lists", () => {
  it("has a page, an entry in the feed and a line in the sitemap", async () => {
    const listed = [
      ...(await (await fetch(url("/blog"))).text()).matchAll(/href="\/blog\/([a-z0-9-]+)"/g),
    ].map(([, slug]) => slug);
    expect(new Set(listed)).toEqual(new Set(published.map((post) => post.slug)));
    const feed = await (await fetch(url("/rss.xml"))).text();
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    for (const slug of new Set(listed)) {
      const page = await fetch(url(`/blog/${slug}`));
      const link = `${SITE_URL}/blog/${slug}`;
      expect([slug, page.status]).toEqual([slug, 200]);
      expect([slug, feed.includes(`<link>${link}</link>`)]).toEqual([slug, true]);
      expect([slug, sitemap.includes(`<loc>${link}</loc>`)]).toEqual([slug, true]);
    }
  });
});

describe("an unknown /blog path", () => {
  it("is answered with the skeleton, never the 404 page", async () => {
    const response = await fetch(url("/blog/no-such-post"));
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("Page Not Found");
  });

  it("lands on /blog without showing Page Not Found on the way", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.addInitScript(() => {
      const seen = () => document.body?.textContent?.includes("Page Not Found");
      const record = () => {
        if (seen()) (window as unknown as { notFoundSeen: boolean }).notFoundSeen = true;
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    for (const path of ["/blog/no-such-post", "/blog/second-revenue-stream"]) {
      await page.goto(url(path));
      await page.waitForURL(url("/blog"));
      await hydrated(page);
      // Loaded from the server, so kept as built rather than rendered whole by the router.
      await expect(page.locator("[data-kept-page]").count()).resolves.toBe(1);
      const headings = page.locator("h1");
      await expect(settled(() => headings.count(), 1)).resolves.toBe(1);
      await expect(
        page.evaluate(() => (window as unknown as { notFoundSeen?: boolean }).notFoundSeen),
      ).resolves.toBeUndefined();
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the RSS feed", () => {
  it("parses as RSS 2.0 and lists every post that has a page", async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto(url("/rss.xml"));
    expect(response?.status()).toBe(200);
    const xml = (await response?.text()) ?? "";
    // Parsed by the browser's own XML parser, in the feed's page.
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const child = (parent: Element, name: string) =>
        parent.getElementsByTagName(name)[0]?.textContent ?? null;
      const channel = doc.getElementsByTagName("channel")[0];
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.tagName,
        version: doc.documentElement.getAttribute("version"),
        channel: ["title", "link", "description"].map((name) => child(channel, name)),
        items: [...doc.getElementsByTagName("item")].map((item) => ({
          title: child(item, "title"),
          link: child(item, "link"),
          pubDate: child(item, "pubDate"),
        })),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect([feed.root, feed.version]).toEqual(["rss", "2.0"]);
    for (const value of feed.channel) expect(value).toBeTruthy();
    expect(feed.items.map((item) => item.link).sort()).toEqual(
      published.map((post) => `${SITE_URL}/blog/${post.slug}`).sort(),
    );
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
    }
    await close();
  });

  it("is linked from the head of every page and from the blog page", async () => {
    const { page, close } = await openPage(browser);
    // The blog page last: its body links the feed too.
    for (const path of ["/", `/blog/${published[0].slug}`, "/blog"]) {
      await page.goto(url(path));
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href"),
      ).resolves.toBe(`${SITE_URL}/rss.xml`);
    }
    await expect(page.locator('main a[href="/rss.xml"]').count()).resolves.toBe(1);
    await close();
  });
});

describe("the blog list", () => {
  // Every post's card is in the page; those the filters leave out are hidden.
  const cards = (page: Page) => page.locator("main article:visible");

  it("filters as the visitor types, keeps the query in the URL and after a reload", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/blog"));
    await hydrated(page);
    const search = page.getByRole("searchbox");
    await search.fill("saas");
    await page.waitForURL(/\?q=saas$/);
    const filtered = await cards(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(postSummaries.length);

    await page.reload();
    await hydrated(page);
    // The static HTML has no query; the list's code applies the URL's as it starts.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[type="search"]')?.value === "saas",
    );
    await expect(cards(page).count()).resolves.toBe(filtered);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows every post's cover at its size, the cards' fetched only as they near the window", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/blog"));
    await hydrated(page);
    // The featured post's own card stands hidden in the grid until a filter shows it there.
    const covers = await coverImages(page, "main article:not([hidden] > article) img");
    expect(covers.map((cover) => cover.src).sort()).toEqual(
      postSummaries.map((post) => post.image).sort(),
    );
    expect(covers.every((cover) => cover.width === "1200" && cover.height === "630")).toBe(true);
    // The featured post is at the top; every other cover is a card further down.
    expect(covers.filter((cover) => cover.loading !== "lazy")).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows a Coming Soon post with no date and no read time, and a published one with both", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/blog"));
    await hydrated(page);
    const card = (post: PostSummary) =>
      page.locator("main article:visible").filter({ hasText: post.title });
    for (const post of postSummaries) {
      const facts = await card(post).evaluate((node) => ({
        dates: node.querySelectorAll("time").length,
        text: node.textContent ?? "",
      }));
      const comingSoon = post.slug === null;
      expect([post.title, facts.dates]).toEqual([post.title, comingSoon ? 0 : 1]);
      expect([post.title, facts.text.includes(post.readTime)]).toEqual([post.title, !comingSoon]);
      expect([post.title, facts.text.includes(formatLongDate(post.date))]).toEqual([
        post.title,
        !comingSoon,
      ]);
    }
    await close();
  });

  it("opens a shared search and shows an empty state with a way back", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/blog?q=zzzzzz"));
    await hydrated(page);
    const reset = page.locator("main").getByRole("button", { name: /clear|reset|show all/i });
    await reset.waitFor();
    await expect(cards(page).count()).resolves.toBe(0);
    await reset.click();
    await page.waitForURL(url("/blog"));
    await expect(cards(page).count()).resolves.toBe(postSummaries.length);
    await close();
  });
});
