import { flushQueue, readQueue } from "../../../src/browser/leads/queue";
import {
  sendContactMessage,
  submitAssessmentReport,
  submitBlogNewsletter,
  submitExitPopup,
  submitFooterNewsletter,
  submitLeadForm,
  submitSidebarMagnet,
} from "../../../src/browser/leads/submissions";
import { redeliver } from "../../../src/browser/leads/transport";
import { fakeTransport } from "./fakes";
import type { Transport } from "../../../src/browser/leads/transport";

function storeOf(transport: Transport) {
  if (!transport.store) throw new Error("the fake transport always has a store");
  return transport.store;
}

describe("helper-based submissions (docs/product.md#lead-handling)", () => {
  it("lead form: email, interest and extras, source = form type; empty interest → general_consultation", async () => {
    const { transport, sent } = fakeTransport([200]);
    await submitLeadForm(
      { name: " Aoife Byrne ", email: "a@b.co", company: "", interest: "", message: "Hi" },
      "cta_lead_capture",
      transport,
    );
    expect(sent[0]?.url).toBe("/api/subscribe");
    expect(sent[0]?.body).toEqual({
      email: "a@b.co",
      interest: "general_consultation",
      name: "Aoife Byrne",
      message: "Hi",
      source: "cta_lead_capture",
    });
  });

  it.each([
    [
      "sidebar magnet",
      (t: Parameters<typeof submitSidebarMagnet>[1]) => submitSidebarMagnet("a@b.co", t),
      { email: "a@b.co", tags: ["scaling_guide"], source: "sidebar_lead_magnet" },
    ],
    [
      "blog newsletter",
      (t: Parameters<typeof submitBlogNewsletter>[1]) => submitBlogNewsletter("a@b.co", t),
      { email: "a@b.co", source: "blog_newsletter" },
    ],
    [
      "footer newsletter",
      (t: Parameters<typeof submitFooterNewsletter>[1]) => submitFooterNewsletter("a@b.co", t),
      { email: "a@b.co", source: "footer_newsletter", tags: ["newsletter"] },
    ],
    [
      "assessment report",
      (t: Parameters<typeof submitFooterNewsletter>[1]) =>
        submitAssessmentReport("a@b.co", 72, ["Automate lead follow-up"], t),
      {
        email: "a@b.co",
        assessmentScore: 72,
        recommendations: ["Automate lead follow-up"],
        source: "business_assessment",
      },
    ],
    [
      "exit popup, strategy call",
      (t: Parameters<typeof submitFooterNewsletter>[1]) =>
        submitExitPopup("a@b.co", "strategy-call", t),
      { email: "a@b.co", type: "strategy_call", source: "exit_intent_popup" },
    ],
    [
      "exit popup, resource",
      (t: Parameters<typeof submitFooterNewsletter>[1]) =>
        submitExitPopup("a@b.co", "roi-report", t),
      { email: "a@b.co", leadMagnet: "roi-report", source: "exit_intent_popup" },
    ],
  ])("%s sends the product's fields", async (_name, submit, expected) => {
    const { transport, sent } = fakeTransport([200], { subscriberId: "sub_9" });
    await expect(submit(transport)).resolves.toEqual({
      success: true,
      message: "Successfully subscribed!",
      subscriberId: "sub_9",
    });
    expect(sent[0]?.body).toEqual(expected);
  });

  it("validates before any call", async () => {
    const { transport, sent } = fakeTransport([200]);
    await expect(submitBlogNewsletter("not-an-email", transport)).resolves.toEqual({
      success: false,
      error: "Invalid email format",
      message: "Email format is invalid",
    });
    await expect(submitSidebarMagnet(" ", transport)).resolves.toMatchObject({
      error: "Email is required",
    });
    expect(sent).toHaveLength(0);
  });

  it("sends the contact draft, trimmed, to /api/contact", async () => {
    const { transport, sent } = fakeTransport([200]);
    const draft = {
      name: " Ciaran ",
      email: "c@shop.ie",
      phone: "",
      website: "https://shop.ie",
      subject: "Orders",
      message: "Hello",
      budget: "$50,000+",
      howHeard: "Blog",
    };
    await sendContactMessage(draft, transport);
    expect(sent[0]).toMatchObject({ url: "/api/contact", body: { ...draft, name: "Ciaran" } });
  });
});

describe("failures and the retry queue (docs/product.md#departures)", () => {
  it("a 4xx is reported with the server's words and not queued", async () => {
    const { transport } = fakeTransport([400], { error: "Invalid email format", hint: "x" });
    await expect(submitBlogNewsletter("a@b.co", transport)).resolves.toEqual({
      success: false,
      error: "Failed to subscribe",
      message: "Invalid email format",
    });
    expect(readQueue(storeOf(transport))).toEqual([]);
  });

  it("a network failure is the product's 'Network error', queued with its idempotency key", async () => {
    const { transport } = fakeTransport(["throw"]);
    await expect(submitBlogNewsletter("a@b.co", transport)).resolves.toEqual({
      success: false,
      error: "Network error",
      message: "Network error",
      queued: true,
    });
    const [queued] = readQueue(storeOf(transport));
    expect(queued).toMatchObject({ key: "key-1", url: "/api/subscribe", attempts: 1 });
    expect(JSON.parse(queued?.body ?? "null")).toEqual({
      email: "a@b.co",
      source: "blog_newsletter",
    });
  });

  it("a 5xx is queued too", async () => {
    const { transport } = fakeTransport([503]);
    const result = await submitFooterNewsletter("a@b.co", transport);
    expect(result).toMatchObject({ success: false, error: "Failed to subscribe", queued: true });
    expect(result.busy).toBeUndefined();
    expect(readQueue(storeOf(transport))).toHaveLength(1);
  });

  it("a 429 is queued and says the server asked for a pause, not that it was out of reach", async () => {
    const { transport } = fakeTransport([429]);
    const result = await submitFooterNewsletter("a@b.co", transport);
    expect(result).toMatchObject({ success: false, queued: true, busy: true });
    expect(readQueue(storeOf(transport))).toHaveLength(1);
  });

  it("re-sends with the same key until the server has it, then leaves the queue", async () => {
    const { transport, sent, advance } = fakeTransport(["throw", 502, "throw", 200]);
    await submitLeadForm(
      { name: "A", email: "a@b.co", company: "", interest: "saas", message: "" },
      "cta_lead_capture",
      transport,
    );
    const store = storeOf(transport);
    const deliver = (item: Parameters<typeof redeliver>[0]) => redeliver(item, transport);

    advance(5_000);
    expect(await flushQueue(store, deliver, transport.now)).toEqual({
      delivered: 0,
      rejected: 0,
      kept: 1,
    }); // 502
    advance(10_000);
    await flushQueue(store, deliver, transport.now); // network again
    expect(readQueue(store)[0]?.attempts).toBe(3);
    advance(20_000);
    expect((await flushQueue(store, deliver, transport.now)).delivered).toBe(1);
    expect(readQueue(store)).toEqual([]);
    // Every attempt that reached the server carried the one key it was queued with.
    expect(sent.map((s) => s.key)).toEqual(["key-1", "key-1"]);
  });

  it("says plainly when there is nowhere to keep the lead", async () => {
    const { transport } = fakeTransport(["throw"]);
    const result = await submitBlogNewsletter("a@b.co", { ...transport, store: null });
    expect(result).toEqual({ success: false, error: "Network error", message: "Network error" });
  });
});
