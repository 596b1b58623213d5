/** @jest-environment jsdom */
import { composeStories } from "@storybook/react-vite";
import { act } from "react";
import { fn } from "storybook/test";
import { TextDecoder, TextEncoder } from "node:util";
import footer from "../../content/data/footer.json";
import type { LeadResult } from "../../src/lib/leads/result";
import * as newsletterStories from "../../stories/components/NewsletterForm.stories";
import { hydratePage, staticHtml } from "./hydrate-page";

// Before the scripts run, a lead form is a plain HTML form (it posts to the endpoint, the browser
// checks it, its button works); once they run, it behaves as the product says and takes over what
// the visitor typed meanwhile. The form is the footer's, as its Idle story renders it.
const { Idle } = composeStories(newsletterStories);

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  document.body.innerHTML = "";
});

function footerForm(subscribe: (email: string) => Promise<LeadResult>) {
  return <Idle subscribe={fn(subscribe)} />;
}

it("is a working HTML form in the server's markup: posts to the endpoint, checked by the browser", async () => {
  const html = await staticHtml(footerForm(async () => ({ success: true })));
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const form = holder.querySelector("form");
  expect(form?.getAttribute("method")).toBe("post");
  expect(form?.getAttribute("action")).toBe("/api/subscribe");
  expect(form?.hasAttribute("novalidate")).toBe(false);
  expect(form?.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe(
    "footer-newsletter",
  );
  expect(form?.querySelector<HTMLInputElement>('input[name="email"]')?.type).toBe("email");
  expect(form?.querySelector("button")?.disabled).toBe(false);
});

it("hydrates without a mismatch, then checks by itself and takes what was typed before", async () => {
  const sent: string[] = [];
  const element = footerForm(async (email) => {
    sent.push(email);
    return { success: true, message: "Successfully subscribed!" };
  });
  const html = await staticHtml(element);
  const { container, errors } = await hydratePage(element, html, (page) => {
    // Typed while the scripts were still on their way.
    const early = page.querySelector<HTMLInputElement>('input[name="email"]');
    if (early) early.value = "early@example.co.uk";
  });
  expect(errors).toEqual([]);
  const form = container.querySelector("form");
  expect(form?.hasAttribute("novalidate")).toBe(true);
  const button = container.querySelector("button");
  expect(button?.disabled).toBe(false);
  await act(async () => {
    form?.requestSubmit();
  });
  expect(sent).toEqual(["early@example.co.uk"]);
  expect(container.textContent).toContain(footer.newsletter.successTitle);
});
