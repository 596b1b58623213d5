import type { Browser, Page } from "playwright-core";
import calculators from "../../content/data/calculators.json";
import forms from "../../content/data/forms.json";
import { hydrated, interactive, launch, openPage, settled, url } from "./site";
import { storedFor, uniqueEmail } from "./store";

// The bad-input sweep on the served site: the functions answer bad requests with JSON errors and
// keep answering; the pages show hostile input as text and never run it.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** An attribute payload that marks the page if it ever runs. */
const XSS = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

function post(path: string, body: string, type = "application/json") {
  return fetch(url(path), { method: "POST", headers: { "Content-Type": type }, body });
}

describe("the functions over HTTP", () => {
  it.each(["/api/subscribe", "/api/contact"])(
    "%s answers every bad request with a JSON error, never the input",
    async (path) => {
      const answers = [
        await post(path, XSS, "text/html"),
        await post(path, XSS),
        await post(path, JSON.stringify([XSS])),
        await post(path, JSON.stringify({ email: XSS, name: XSS })),
        await fetch(url(path)),
      ];
      expect(answers.map((response) => response.status)).toEqual([415, 400, 400, 400, 405]);
      for (const response of answers) {
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const text = await response.text();
        expect(text).not.toContain("<");
        expect(JSON.parse(text)).toEqual({ error: expect.any(String), hint: expect.any(String) });
      }
    },
  );

  it("refuses a 3 MB body and keeps answering", async () => {
    const huge = JSON.stringify({ email: "a@b.co", m: "x".repeat(3e6) });
    const status = await post("/api/subscribe", huge).then(
      (response) => response.status,
      () => "connection closed",
    );
    expect([413, "connection closed"]).toContain(status);
    const email = uniqueEmail("after-huge");
    const next = await post("/api/subscribe", JSON.stringify({ email }));
    expect(next.status).toBe(200);
    expect(await storedFor(email)).toHaveLength(1);
  });
});

/** /contact, hydrated, with its form ready to take a click. */
async function openContactForm() {
  const session = await openPage(browser);
  await session.page.goto(url("/contact"));
  await hydrated(session.page);
  const form = session.page.getByRole("main");
  // A kept page's form: it comes to life once the visitor reaches into it.
  await form.getByLabel(/Full name/).click();
  await interactive(form.getByRole("button", { name: forms.contactForm.button }));
  return { ...session, form };
}

describe("the pages show hostile input as text", () => {
  it("the contact form stores markup, emoji and right-to-left text exactly, and runs none of it", async () => {
    const { page, errors, close, form } = await openContactForm();
    const email = uniqueEmail("hostile");
    await form.getByLabel(/Full name/).fill("مريم 👩🏽‍💻 Zoë");
    await form.getByLabel(/Email address/).fill(email);
    await form.getByLabel(/Subject/).fill(XSS);
    await form.getByLabel(/^Message/).fill(`${XSS}\nLine two`);
    await form.getByRole("button", { name: forms.contactForm.button }).click();
    await page.getByRole("status").filter({ hasText: "Message Sent Successfully!" }).waitFor();
    const [entry] = await storedFor(email);
    expect(entry?.record).toMatchObject({
      name: "مريم 👩🏽‍💻 Zoë",
      subject: XSS,
      message: `${XSS}\nLine two`,
    });
    await expect(ran(page)).resolves.toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("the contact form says what is wrong with an over-long name, and sends nothing", async () => {
    const { page, close, form } = await openContactForm();
    const email = uniqueEmail("long");
    await form.getByLabel(/Full name/).fill("n".repeat(121));
    await form.getByLabel(/Email address/).fill(email);
    await form.getByLabel(/Subject/).fill("Hello");
    await form.getByLabel(/^Message/).fill("Hello");
    await form.getByRole("button", { name: forms.contactForm.button }).click();
    await form.getByText("Name is too long").first().waitFor();
    await page.waitForTimeout(500);
    expect(await storedFor(email)).toEqual([]);
    await close();
  });

  it("the search page shows a hostile query as text", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url(`/search?q=${encodeURIComponent(XSS)}`));
    await hydrated(page);
    const box = page.getByRole("searchbox");
    await expect(settled(() => box.inputValue(), XSS)).resolves.toBe(XSS);
    await expect(page.locator("main img[src='x'], main script").count()).resolves.toBe(0);
    await expect(ran(page)).resolves.toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("the ROI calculator's number fields take junk without showing NaN or Infinity", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/ai-roi-tools"));
    await hydrated(page);
    const { fields } = calculators.roi;
    const numeric = [fields.monthlyRevenue, fields.teamSize, fields.currentEfficiency];
    for (const junk of ["abc", "-1e309", "1e400", "99999999999999999999999", "٣٤٥", XSS]) {
      for (const field of numeric) {
        const input = page.getByLabel(field.label);
        await input.scrollIntoViewIfNeeded();
        await interactive(input);
        await input.fill(junk).catch(() => input.fill(""));
      }
      const results = await page.locator("dl").allTextContents();
      expect(results.join(" ")).not.toMatch(/NaN|Infinity|undefined/);
    }
    await expect(ran(page)).resolves.toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
