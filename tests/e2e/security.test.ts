import { parse } from "node-html-parser";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import advancedTools from "../../content/data/advanced-tools.json";
import caseStudies from "../../content/data/case-studies.json";
import embeds from "../../content/data/embeds.json";
import forms from "../../content/data/forms.json";
import { BASE_URL, DESKTOP, MOBILE, ROUTES, hydrated, interactive, launch, url } from "./site";

// Every route under the headers the production server sends (public/_headers, as a static host would):
// nothing the site does, lazy parts and runtime styles included, breaks its Content-Security-Policy.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const EXPECTED_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** Console lines a blocked resource or a bad header leaves. */
const POLICY_MESSAGE = /Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i;

interface Watch {
  page: Page;
  /** Violations the page reported (securitypolicyviolation) and policy lines in the console. */
  violations: () => Promise<string[]>;
  /** Same-origin responses that lacked a security header. */
  unprotected: string[];
  close: () => Promise<void>;
}

async function watch(options: BrowserContextOptions = DESKTOP): Promise<Watch> {
  const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) messages.push(message.text());
  });
  const unprotected: string[] = [];
  const origin = new URL(BASE_URL).origin;
  page.on("response", (response) => {
    if (new URL(response.url()).origin !== origin) return;
    const headers = response.headers();
    const missing = Object.entries(EXPECTED_HEADERS)
      .filter(([name, value]) => headers[name] !== value)
      .map(([name]) => name);
    if (!headers["content-security-policy"]?.includes("frame-ancestors 'none'")) {
      missing.push("content-security-policy");
    }
    if (!headers["permissions-policy"]?.includes("camera=()")) missing.push("permissions-policy");
    if (missing.length) unprotected.push(`${response.url()} lacks ${missing.join(", ")}`);
  });
  const violations = async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { __violations?: string[] }).__violations ?? [],
    )),
  ];
  return { page, violations, unprotected, close: () => context.close() };
}

/** Scrolls down the page a screen at a time, so whatever loads on approach loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
}

async function open(route: string, options?: BrowserContextOptions): Promise<Watch> {
  const watched = await watch(options);
  await watched.page.goto(url(route));
  await hydrated(watched.page);
  return watched;
}

async function expectClean({ violations, unprotected, close }: Watch) {
  expect(await violations()).toEqual([]);
  expect(unprotected).toEqual([]);
  await close();
}

describe("every route under the Content-Security-Policy", () => {
  it.each(ROUTES)("%s: no violation, every response with the headers", async (route) => {
    const watched = await open(route);
    // The shared page path script (src/build/security/page-path-script.ts) ran under the policy.
    await expect(
      watched.page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath),
    ).resolves.toBe(route);
    await scrollThrough(watched.page);
    await expectClean(watched);
  });

  it("an unknown path (the 404 page) and a client-only blog path get the headers too", async () => {
    for (const route of ["/no-such-page", "/blog/no-such-post"]) {
      const watched = await open(route);
      await expectClean(watched);
    }
  });
});

describe("what loads or styles itself later", () => {
  it("/case-studies: the modal dialog", async () => {
    const watched = await open("/case-studies");
    const [study] = caseStudies.studies;
    if (!study) throw new Error("no case study");
    const opener = watched.page.getByRole("button", { name: new RegExp(study.title) });
    await interactive(opener);
    await opener.click();
    await watched.page.getByRole("dialog", { name: study.title }).waitFor();
    await watched.page.keyboard.press("Escape");
    await expectClean(watched);
  });

  it("/advanced-tools: every tool's own bundle", async () => {
    const watched = await open("/advanced-tools");
    for (const tool of advancedTools.tools) {
      await watched.page.goto(url("/advanced-tools"));
      await hydrated(watched.page);
      const opener = watched.page.getByRole("button", { name: tool.openLabel });
      await interactive(opener);
      await opener.click();
      // The opened tool's heading takes focus once its code has loaded.
      await watched.page.waitForFunction(
        (id) =>
          new URLSearchParams(location.search).get("tool") === id &&
          document.activeElement?.tagName === "H2",
        tool.id,
      );
      await watched.page.waitForLoadState("networkidle");
    }
    await expectClean(watched);
  });

  it("/ai-roi-tools: the external calculators' frames and the ROI calculator", async () => {
    const watched = await open("/ai-roi-tools");
    for (const calculator of embeds.calculators) {
      await watched.page.getByRole("heading", { name: calculator.title }).scrollIntoViewIfNeeded();
      await watched.page
        .locator(`iframe[title="${calculator.title}"]`)
        .waitFor({ state: "attached" });
    }
    await scrollThrough(watched.page);
    await expectClean(watched);
  });

  it("/contact after arriving from the home page: the map's frame", async () => {
    // Gatsby changes route without loading a document: the home page's policy must allow it.
    const watched = await open("/");
    const link = watched.page.locator('header a[href="/contact"]').first();
    await interactive(link);
    await link.click();
    await watched.page.waitForURL(url("/contact"));
    const load = watched.page.getByRole("button", { name: embeds.map.loadLabel });
    await interactive(load);
    await load.click();
    await watched.page.locator(`iframe[title="${embeds.map.title}"]`).waitFor();
    await expectClean(watched);
  });

  it("the exit-intent popup's lazy code", async () => {
    const watched = await open("/services");
    await interactive(watched.page.getByRole("contentinfo"));
    const dialog = watched.page.getByRole("dialog", { name: forms.exitPopup.heading });
    for (let tries = 0; tries < 20 && !(await dialog.isVisible()); tries += 1) {
      await watched.page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent("mouseleave", { clientY: -1, relatedTarget: null }),
        ),
      );
      await watched.page.waitForTimeout(500);
    }
    await dialog.waitFor();
    await expectClean(watched);
  });

  it("the mobile menu", async () => {
    const watched = await open("/", MOBILE);
    const opener = watched.page.getByRole("button", { name: "Open menu" });
    await interactive(opener);
    await opener.click();
    await watched.page.getByRole("dialog", { name: "Site menu" }).waitFor();
    await expectClean(watched);
  });
});

describe("frames and links to other sites", () => {
  it("the policy frames exactly the embeds in content", async () => {
    const response = await fetch(url("/"));
    const policy = response.headers.get("content-security-policy") ?? "";
    const frameSrc = policy.split("; ").find((directive) => directive.startsWith("frame-src "));
    const origins = [embeds.map.embedUrl, ...embeds.calculators.map((c) => c.embedUrl)].map(
      (address) => new URL(address).origin,
    );
    expect(frameSrc?.split(" ").slice(1).sort()).toEqual([...new Set(origins)].sort());
  });

  it("every link to another site, on every route, opens without access to this page", async () => {
    const unsafe: string[] = [];
    let checked = 0;
    const check = (where: string, links: { href: string; rel: string }[]) => {
      checked += links.length;
      for (const { href, rel } of links) {
        const words = rel.split(/\s+/);
        if (!words.includes("noopener") || !words.includes("noreferrer"))
          unsafe.push(`${where}: ${href} rel="${rel}"`);
      }
    };
    const origin = new URL(BASE_URL).origin;
    const external = (href: string, base: string) => {
      const target = new URL(href, base);
      return /^https?:$/.test(target.protocol) && target.origin !== origin;
    };
    for (const route of ROUTES) {
      // As built (what a visitor without script gets) and as rendered after hydration.
      const built = parse(await (await fetch(url(route))).text());
      check(
        `${route} (built)`,
        built
          .querySelectorAll("a[href]")
          .map((a) => ({ href: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" }))
          .filter(({ href }) => external(href, url(route))),
      );
      const watched = await open(route);
      const rendered = await watched.page.$$eval("a[href]", (anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute("href") ?? "",
          rel: a.getAttribute("rel") ?? "",
        })),
      );
      check(
        route,
        rendered.filter(({ href }) => external(href, url(route))),
      );
      await watched.close();
    }
    expect(checked).toBeGreaterThan(ROUTES.length * 2);
    expect(unsafe).toEqual([]);
  }, 120_000);
});
