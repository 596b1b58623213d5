import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import forms from "../../content/data/forms.json";
import magnets from "../../content/data/lead-magnets.json";
import { hydrated, interactive, launch, openPage, url } from "./site";
import { uniqueEmail } from "./store";

// What the guide's and the ROI report's forms promise exists: a page for each (unlisted: noindex,
// not in the sitemap or the search) and a PDF of at least the pages the offer names, reachable at
// once from the form's success panel.

const run = promisify(execFile);
let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), "resources-"));
});
afterAll(async () => {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
});

const DOCUMENTS = magnets.items.filter(
  (item) => item.id === "scaling-guide" || item.id === "roi-report",
);

/** "50-page guide" -> 50. */
const promisedPages = (format: string): number => Number(/(\d+)-page/.exec(format)?.[1] ?? NaN);

describe.each(DOCUMENTS)("$title", ({ id, title, format }) => {
  it("has an unlisted page with the whole document and a link to its PDF", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto(url(`/resources/${id}`));
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(5);
    const pdf = page.getByRole("link", { name: "Download the PDF" });
    expect(await pdf.getAttribute("href")).toBe(`/resources/${id}.pdf`);
    expect(errors).toEqual([]);
    await close();
  });

  it("is a PDF of at least the pages promised, with the same chapters", async () => {
    const response = await fetch(url(`/resources/${id}.pdf`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const file = join(dir, `${id}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await run(process.execPath, ["scripts/lib/pdf-text.mjs", file]);
    const { pages, text } = JSON.parse(stdout) as { pages: number; text: string };
    expect(pages).toBeGreaterThanOrEqual(promisedPages(format));
    expect(text).toContain(title);
  });

  it("is in neither the sitemap nor the site's search", async () => {
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    expect(sitemap).not.toContain("/resources/");
    const index = await (await fetch(url("/search-index.json"))).text();
    expect(index).not.toContain("/resources/");
  });
});

it("the guide's success panel links to the guide at once", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url("/services/saas-platforms"));
  await hydrated(page);
  // A kept page's form: it comes to life once the visitor reaches into it.
  await page
    .getByLabel(/Email address/)
    .first()
    .fill(uniqueEmail("read-now"));
  await interactive(page.getByRole("button", { name: forms.sidebarMagnet.button }));
  await page.getByRole("button", { name: forms.sidebarMagnet.button }).click();
  await page.getByRole("link", { name: forms.sidebarMagnet.readNow }).click();
  await page.waitForURL(url("/resources/scaling-guide"));
  await page.getByRole("heading", { level: 1, name: "The £1M MRR Scaling Guide" }).waitFor();
  await close();
});
