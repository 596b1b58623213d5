import type { Browser, Locator, Page } from "playwright-core";
import forms from "../../content/data/forms.json";
import { hydrated, interactive, launch, openPage, url, WHOLE_PAGE } from "./site";
import { sourceOf, storedFor, uniqueEmail } from "./store";

// Every form on the served site delivers its lead to /api/subscribe or /api/contact, and the
// embedded store holds it exactly once, including after a lost request and a retry.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function visit(path: string) {
  const session = await openPage(browser);
  await session.page.goto(url(path));
  await hydrated(session.page);
  return session;
}

async function waitForStored(email: string, count = 1, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ((await storedFor(email)).length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return await storedFor(email);
}

const status = (page: Page) => page.getByRole("status");

/** Waits until the locator shows the text (Jest's expect has no retrying assertions). */
async function shows(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).first().waitFor();
}

describe("each form stores its lead exactly once", () => {
  it("home: the lead form (cta_lead_capture)", async () => {
    const { page, errors, close } = await visit("/");
    const email = uniqueEmail("lead");
    // A kept page's form: it comes to life once the visitor reaches into it, keeping what was typed.
    await page.getByLabel(/Full name/).fill("Aoife Byrne");
    await interactive(page.getByRole("button", { name: forms.leadForm.button }));
    await page.getByLabel(/Work email/).fill(email);
    await page.getByLabel(/What would you like help with/).selectOption("saas");
    await page.getByRole("button", { name: forms.leadForm.button }).click();
    await shows(status(page), "Thank You!");
    const stored = await waitForStored(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.record).toMatchObject({
      email,
      name: "Aoife Byrne",
      interest: "saas",
      source: "cta_lead_capture",
    });
    expect(errors).toEqual([]);
    await close();
  });

  it("contact: the message form", async () => {
    const { page, close } = await visit("/contact");
    const email = uniqueEmail("contact");
    const form = page.getByRole("main");
    // A kept page's form: it comes to life once the visitor reaches into it.
    await form.getByLabel(/Full name/).fill("Ciaran Walsh");
    await interactive(form.getByRole("button", { name: forms.contactForm.button }));
    await form.getByLabel(/Email address/).fill(email);
    await form.getByLabel(/Website/).fill("https://walshfurniture.ie");
    await form.getByLabel(/Subject/).fill("Order automation");
    await form.getByLabel(/^Message/).fill("We take 300 orders a week by phone.");
    await form.getByLabel(/Budget/).selectOption("$5,000 - $10,000");
    await form.getByRole("button", { name: forms.contactForm.button }).click();
    await shows(status(page), "Message Sent Successfully!");
    const stored = await waitForStored(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "contact",
      record: { name: "Ciaran Walsh", subject: "Order automation", budget: "$5,000 - $10,000" },
    });
    await close();
  });

  it("SaaS platforms: the sidebar lead magnet (scaling_guide)", async () => {
    const { page, close } = await visit("/services/saas-platforms");
    const email = uniqueEmail("magnet");
    // A kept page's form: it comes to life once the visitor reaches into it.
    await page
      .getByLabel(/Email address/)
      .first()
      .fill(email);
    await interactive(page.getByRole("button", { name: forms.sidebarMagnet.button }));
    await page.getByRole("button", { name: forms.sidebarMagnet.button }).click();
    await shows(status(page), forms.sidebarMagnet.successTitle);
    const stored = await waitForStored(email);
    expect(stored.map((entry) => entry.record)).toEqual([
      { email, tags: ["scaling_guide"], source: "sidebar_lead_magnet" },
    ]);
    await close();
  });

  it("blog: the newsletter (blog_newsletter)", async () => {
    const { page, close } = await visit("/blog");
    const email = uniqueEmail("blog");
    const box = page.getByRole("region", { name: forms.blogNewsletter.heading });
    // A kept page's form: it comes to life once the visitor reaches into it.
    await box.getByLabel(forms.blogNewsletter.label).fill(email);
    await interactive(box.getByRole("button", { name: forms.blogNewsletter.button }));
    await box.getByRole("button", { name: forms.blogNewsletter.button }).click();
    await shows(box.getByRole("status"), "Thank you for subscribing!");
    expect((await waitForStored(email)).map(sourceOf)).toEqual(["blog_newsletter"]);
    await close();
  });

  it("any page: the footer newsletter (footer_newsletter)", async () => {
    const { page, close } = await visit(WHOLE_PAGE);
    const email = uniqueEmail("footer");
    const footer = page.getByRole("contentinfo");
    await interactive(footer.getByRole("button", { name: "Subscribe" }));
    await footer.getByLabel(/Email address/).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await shows(footer.getByRole("status"), "Thank you for subscribing!");
    expect((await waitForStored(email)).map(sourceOf)).toEqual(["footer_newsletter"]);
    await close();
  });

  it("any page: the exit-intent popup, once, strategy-call branch", async () => {
    const { page, close } = await visit(WHOLE_PAGE);
    const email = uniqueEmail("exit");
    const leave = () =>
      page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent("mouseleave", { clientY: -1, relatedTarget: null }),
        ),
      );
    // The listener is attached once the page's last part has hydrated; leave until it is there.
    await interactive(page.getByRole("contentinfo"));
    const dialog = page.getByRole("dialog", { name: forms.exitPopup.heading });
    for (let tries = 0; tries < 20 && !(await dialog.isVisible()); tries += 1) {
      await leave();
      await page.waitForTimeout(500);
    }
    await dialog.getByRole("radio", { name: /Strategy Call/ }).check();
    await dialog.getByLabel(/Email address/).fill(email);
    await interactive(dialog.getByRole("button", { name: forms.exitPopup.callButton }));
    await dialog.getByRole("button", { name: forms.exitPopup.callButton }).click();
    await dialog.waitFor({ state: "hidden" });
    await shows(status(page), forms.exitPopup.callSuccessText);
    expect((await waitForStored(email)).map((entry) => entry.record)).toEqual([
      { email, type: "strategy_call", source: "exit_intent_popup" },
    ]);
    await leave();
    await page.waitForTimeout(400);
    expect(await dialog.count()).toBe(0);
    await close();
  });
});

describe("a lead that could not be sent is kept and sent later, once", () => {
  const goOnline = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("online")));

  async function newsletterOn(page: Page, email: string) {
    const box = page.getByRole("region", { name: forms.blogNewsletter.heading });
    // A kept page's form: it comes to life once the visitor reaches into it.
    await box.getByLabel(forms.blogNewsletter.label).fill(email);
    await interactive(box.getByRole("button", { name: forms.blogNewsletter.button }));
    await box.getByRole("button", { name: forms.blogNewsletter.button }).click();
    await shows(box.getByRole("status"), forms.notices.queuedTitle);
  }

  it("the request never reached the server: re-sent when the browser is back online", async () => {
    const { page, close } = await visit("/blog");
    const email = uniqueEmail("offline");
    await page.route("**/api/subscribe", (route) => route.abort("internetdisconnected"));
    await newsletterOn(page, email);
    expect(await storedFor(email)).toHaveLength(0);
    await page.unroute("**/api/subscribe");
    await goOnline(page);
    expect(await waitForStored(email)).toHaveLength(1);
    await page.waitForFunction(() => localStorage.getItem("lead_retry_queue") === "[]");
    await close();
  });

  it("the server stored it but the answer was lost: the retry is de-duplicated", async () => {
    const { page, close } = await visit("/blog");
    const email = uniqueEmail("lost-answer");
    await page.route("**/api/subscribe", async (route) => {
      await route.fetch(); // reaches the server and is stored
      await route.abort("connectionreset"); // but the browser never hears back
    });
    await newsletterOn(page, email);
    expect(await waitForStored(email)).toHaveLength(1);
    await page.unroute("**/api/subscribe");
    await goOnline(page);
    await page.waitForFunction(() => localStorage.getItem("lead_retry_queue") === "[]");
    expect(await storedFor(email)).toHaveLength(1);
    await close();
  });

  it("still failing when the visitor leaves: sent on the next page load", async () => {
    const { page, close } = await visit("/blog");
    const email = uniqueEmail("next-load");
    await page.route("**/api/subscribe", (route) => route.abort("internetdisconnected"));
    await newsletterOn(page, email);
    await page.unroute("**/api/subscribe");
    await page.goto(url("/about"));
    await hydrated(page);
    // The first retry is due 5 s after the failure; the new page sends it then.
    const stored = await waitForStored(email, 1, 25_000);
    expect(stored).toHaveLength(1);
    expect(stored[0] && sourceOf(stored[0])).toBe("blog_newsletter");
    await close();
  });
});
