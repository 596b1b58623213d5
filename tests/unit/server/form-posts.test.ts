import fc from "fast-check";
import { parse } from "node-html-parser";
import { closeMail } from "../../../src/server/mail";
import { FORM_PAGE_FIELD, isSitePath, postedFromPage } from "../../../src/server/form-page";
import { startMailCatcher } from "../../e2e/mail-catcher";
import { startSite, type TestSite } from "./harness";

// Every lead form posted as a plain HTML form, as a browser without scripts sends it: stored like
// the scripts' JSON, then a 303 to its thank-you page, or the form again with its problems.

let site: TestSite;
beforeEach(async () => {
  site = await startSite();
});
afterEach(() => site.close());

const FORM = { "content-type": "application/x-www-form-urlencoded" };

function post(endpoint: string, fields: [string, string][], headers: Record<string, string> = {}) {
  return site.post(endpoint, {
    headers: { ...FORM, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("a form posted without scripts", () => {
  it.each([
    [
      "the consultation form",
      "/api/subscribe",
      [
        ["_form", "consultation"],
        ["name", "Aoife Byrne"],
        ["email", "aoife@byrne.ie"],
        ["company", ""],
        ["interest", "saas"],
        ["message", "Two lines\r\nof goals"],
        ["hp_5f3a", ""],
      ],
      "/thank-you/consultation",
      {
        kind: "lead",
        record: {
          email: "aoife@byrne.ie",
          name: "Aoife Byrne",
          interest: "saas",
          message: "Two lines\r\nof goals",
          source: "cta_lead_capture",
        },
      },
    ],
    [
      "the contact form",
      "/api/contact",
      [
        ["_form", "contact"],
        ["name", "Ciaran Walsh"],
        ["email", "ciaran@walsh.ie"],
        ["phone", ""],
        // As most people type it: read, and kept, as https://.
        ["website", "walshfurniture.ie"],
        ["subject", "Order automation"],
        ["message", "300 orders a week by phone."],
        ["budget", "$5,000 - $10,000"],
        ["howHeard", ""],
      ],
      "/thank-you/message",
      {
        kind: "contact",
        record: {
          name: "Ciaran Walsh",
          website: "https://walshfurniture.ie",
          budget: "$5,000 - $10,000",
          howHeard: "",
        },
      },
    ],
    [
      "the footer newsletter",
      "/api/subscribe",
      [
        ["_form", "footer-newsletter"],
        ["email", "news@example.co.uk"],
      ],
      "/thank-you/newsletter",
      {
        record: { email: "news@example.co.uk", source: "footer_newsletter", tags: ["newsletter"] },
      },
    ],
    [
      "the blog newsletter",
      "/api/subscribe",
      [
        ["_form", "blog-newsletter"],
        ["email", "blog@example.co.uk"],
      ],
      "/thank-you/newsletter",
      { record: { email: "blog@example.co.uk", source: "blog_newsletter" } },
    ],
    [
      "the scaling guide",
      "/api/subscribe",
      [
        ["_form", "scaling-guide"],
        ["email", "guide@example.co.uk"],
      ],
      "/thank-you/guide",
      { record: { source: "sidebar_lead_magnet", tags: ["scaling_guide"] } },
    ],
    [
      "the assessment report",
      "/api/subscribe",
      [
        ["_form", "assessment-report"],
        ["email", "report@example.co.uk"],
        ["assessmentScore", "72"],
        ["recommendations", "Automate onboarding"],
        ["recommendations", "Hire a COO"],
      ],
      "/thank-you/assessment",
      {
        record: {
          source: "business_assessment",
          assessmentScore: 72,
          recommendations: ["Automate onboarding", "Hire a COO"],
        },
      },
    ],
    [
      "the exit popup's strategy call",
      "/api/subscribe",
      [
        ["_form", "exit-popup"],
        ["resource", "strategy-call"],
        ["email", "call@example.co.uk"],
      ],
      "/thank-you/strategy-call",
      { record: { type: "strategy_call", source: "exit_intent_popup" } },
    ],
    [
      "the exit popup's resource",
      "/api/subscribe",
      [
        ["_form", "exit-popup"],
        ["resource", "roi-report"],
        ["email", "roi@example.co.uk"],
      ],
      "/thank-you/roi-report",
      { record: { leadMagnet: "roi-report", source: "exit_intent_popup" } },
    ],
  ] as const)(
    "%s: stored once, then a 303 to its thank-you page",
    async (_, endpoint, fields, thanks, expected) => {
      const first = await post(
        endpoint,
        fields.map(([k, v]) => [k, v]),
      );
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe(thanks);
      // A double click sends the same post again: the same lead, stored once.
      const again = await post(
        endpoint,
        fields.map(([k, v]) => [k, v]),
      );
      expect(again.headers.location).toBe(thanks);
      const stored = await site.stored();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject(expected);
      expect(first.headers.location).not.toMatch(/@|%40/);
    },
  );

  it("comes back as the page it was on, fields kept and each problem beside its field", async () => {
    const res = await post(
      "/api/contact",
      [
        ["_form", "contact"],
        ["name", 'Zoë "Z" <Byrne> \\ O\'Neill'],
        ["email", "zoe@byrne"],
        ["website", "byrne"],
        ["subject", ""],
        ["message", "\nStarts with a line break & <b>markup</b>"],
        ["budget", "$50,000+"],
      ],
      { referer: `${site.base}/contact` },
    );
    expect(res.statusCode).toBe(422);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const page = parse(res.text);
    expect(page.querySelector("title")?.textContent).toBe("Error: Contact | Scalewise");
    expect(page.querySelectorAll("script")).toHaveLength(0);
    expect(page.querySelector('link[as="script"]')).toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.querySelector('link[href="/form-problems.css"]')).not.toBeNull();

    const form = page.querySelector('form[action="/api/contact"]');
    const field = (name: string) => form?.querySelector(`[name="${name}"]`);
    expect(field("name")?.getAttribute("value")).toBe('Zoë "Z" <Byrne> \\ O\'Neill');
    expect(field("email")?.getAttribute("value")).toBe("zoe@byrne");
    expect(field("message")?.textContent).toBe("\n\nStarts with a line break & <b>markup</b>");
    expect(field("budget")?.querySelector("option[selected]")?.getAttribute("value")).toBe(
      "$50,000+",
    );
    expect(res.text).not.toContain("<b>markup</b>");

    const summary = form?.querySelector('[role="alert"]');
    expect(summary?.hasAttribute("autofocus")).toBe(true);
    expect(summary?.querySelectorAll("li a").map((link) => link.textContent)).toEqual([
      "Email address: Invalid email format",
      "Website: Website must be a web address (for example yourcompany.co.uk)",
      "Subject: Subject is required",
    ]);
    const email = field("email");
    expect(email?.getAttribute("aria-invalid")).toBe("true");
    const problemId = email?.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "";
    expect(page.getElementById(problemId)?.textContent).toBe("Invalid email format");
    expect(summary?.querySelector("li a")?.getAttribute("href")).toBe(
      `#${email?.getAttribute("id")}`,
    );
    expect(await site.stored()).toEqual([]);
  });

  it("comes back on the page it was posted from, or on the form's own page", async () => {
    const fields: [string, string][] = [
      ["_form", "footer-newsletter"],
      ["email", "nope"],
    ];
    const fromBlog = await post("/api/subscribe", fields, { referer: `${site.base}/blog` });
    expect(parse(fromBlog.text).querySelector("title")?.textContent).toBe(
      "Error: Blog | Scalewise",
    );
    // Another site's page of the same path is not ours: the form's own page is shown.
    const elsewhere = await post("/api/subscribe", fields, { referer: "http://x.test/blog" });
    expect(parse(elsewhere.text).querySelector("title")?.textContent).toBe(
      "Error: Home | Scalewise",
    );
    const unknown = await post("/api/subscribe", fields, {
      referer: "http://x.test/../../etc/passwd",
    });
    expect(parse(unknown.text).querySelector("title")?.textContent).toBe("Error: Home | Scalewise");
    expect(unknown.statusCode).toBe(422);
  });

  it("answers a form the pages only draw with scripts on a page of its own", async () => {
    const res = await post("/api/subscribe", [
      ["_form", "exit-popup"],
      ["email", "x@example.co.uk"],
    ]);
    expect(res.statusCode).toBe(422);
    const page = parse(res.text);
    expect(page.querySelector("li")?.textContent).toBe("Please choose a resource");
    expect(page.querySelector("a")?.getAttribute("href")).toBe("/");
  });

  it("refuses a post that names no form of this endpoint's", async () => {
    for (const fields of [
      [["email", "a@b.co"]],
      [
        ["_form", "contact"],
        ["email", "a@b.co"],
      ],
    ] as [string, string][][]) {
      const res = await post("/api/subscribe", fields);
      expect(res.statusCode).toBe(400);
      expect(res.text).toContain("Unknown form");
    }
    expect(await site.stored()).toEqual([]);
  });

  it("sends a bot that filled the trap to the thank-you page, keeping it as spam only", async () => {
    const res = await post("/api/subscribe", [
      ["_form", "footer-newsletter"],
      ["email", "bot@example.com"],
      ["hp_5f3a", "http://spam.test"],
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you/newsletter");
    const stored = await site.stored();
    expect(stored.map((one) => [one.record.email, one.deliveries])).toEqual([
      ["bot@example.com", []],
    ]);
  });

  it("keeps the visitor's page as where it was sent from, after a correction on the problem page", async () => {
    const catcher = await startMailCatcher();
    const mailing = await startSite({
      SMTP_URL: catcher.url,
      MAIL_FROM: "Scalewise Studio <hello@example.com>",
      OWNER_EMAIL: "owner@example.com",
    });
    try {
      const fields: [string, string][] = [
        ["_form", "contact"],
        ["name", "Ciaran Walsh"],
        ["email", "ciaran@walsh"],
        ["subject", "Orders"],
        ["message", "Line one\r\nLine two"],
      ];
      const send = (sent: [string, string][], from: string) =>
        mailing.post("/api/contact", {
          headers: { ...FORM, referer: `${mailing.base}${from}` },
          body: new URLSearchParams(sent).toString(),
        });
      const wrong = await send(fields, "/contact");
      expect(wrong.statusCode).toBe(422);
      const carried = parse(wrong.text).querySelector(
        `form[action="/api/contact"] input[name="${FORM_PAGE_FIELD}"]`,
      );
      expect(carried?.getAttribute("type")).toBe("hidden");
      expect(carried?.getAttribute("value")).toBe("/contact");
      // The corrected form is posted from the problem page, whose address is the endpoint's.
      const corrected = fields.map(([name, value]): [string, string] =>
        name === "email" ? [name, "ciaran@walsh.ie"] : [name, value],
      );
      const fixed = await send([...corrected, [FORM_PAGE_FIELD, "/contact"]], "/api/contact");
      expect(fixed.statusCode).toBe(303);
      expect((await mailing.stored())[0]?.page).toBe("/contact");
      const [alert] = await catcher.waitFor((caught) => caught.to.includes("owner@example.com"));
      const text = alert?.mail.text ?? "";
      expect(text).toMatch(/^Sent from\s+\S+\/contact$/m);
      expect(text).not.toContain("/api/contact");
      expect(text).toMatch(/^Line one\nLine two$/m);
    } finally {
      closeMail();
      await mailing.close();
      await catcher.close();
    }
  });
});

describe("the page a form post names as its own", () => {
  it("is a page path of ours or, failing that, the one the Referer named", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webPath(), fc.webUrl(), fc.constantFrom("//evil.test", "/../x")),
        fc.option(fc.constantFrom("/contact", "/blog")),
        (carried, referred) => {
          const page = postedFromPage(new Map([[FORM_PAGE_FIELD, [carried]]]), referred);
          expect(page === referred || (page === carried && isSitePath(page))).toBe(true);
          if (!isSitePath(carried)) expect(page).toBe(referred);
        },
      ),
    );
  });
});
