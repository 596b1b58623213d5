// A small built site for the server's tests: pages drawn from the real form components (so the
// server re-renders exactly the markup the site ships), the files hosts read, a script to take out.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import calculators from "../../../content/data/calculators.json";
import contact from "../../../content/data/contact.json";
import footer from "../../../content/data/footer.json";
import forms from "../../../content/data/forms.json";
import { CONFIRM_ENDPOINT, CONFIRM_TOKEN_FIELD } from "../../../src/lib/leads/confirm";
import { UNSUBSCRIBE_ENDPOINT, UNSUBSCRIBE_TOKEN_FIELD } from "../../../src/lib/leads/unsubscribe";
import confirm from "../../../content/data/confirm.json";
import myData from "../../../content/data/my-data.json";
import unsubscribe from "../../../content/data/unsubscribe.json";
import { ContactForm } from "../../../src/components/ContactForm";
import { LeadForm } from "../../../src/components/LeadForm";
import { NewsletterForm } from "../../../src/components/NewsletterForm";
import { Provider } from "../../../src/provider";
import { MrrCalculatorWithoutScripts } from "../../../src/tools/MrrCalculatorWithoutScripts";
import { RoiCalculator } from "../../../src/tools/RoiCalculator";
import { MyDataView } from "../../../src/views/MyDataView";
import { EmailLinkView } from "../../../src/views/EmailLinkView";
import { securityHeaders } from "../../../src/build/security/policy";
import { formatHeadersFile } from "../../../src/lib/host-files";

/** The policy the fixture's documents carry. */
export const FIXTURE_POLICY = "default-src 'self'; form-action 'self'";

const never = () => new Promise<never>(() => undefined);

const page = (title: string, body: ReactNode) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="preload" href="/app-138e5570a156f9029d2b.js" as="script"><meta name="robots" content="index, follow"></head>` +
  `<body><div id="___gatsby">${renderToString(<Provider>{body}</Provider>)}</div>` +
  `<script src="/app-138e5570a156f9029d2b.js" async></script></body></html>`;

const footerForm = (
  <NewsletterForm
    formId="footer-newsletter"
    copy={footer.newsletter}
    notices={forms.notices}
    contactEmail={contact.email}
    subscribe={never}
  />
);

export const FIXTURE_FILES: Record<string, () => string> = {
  "index.html": () =>
    page(
      "Home | Scalewise",
      <>
        <LeadForm
          copy={forms.leadForm}
          notices={forms.notices}
          requiredText={forms.requiredText}
          contactEmail={contact.email}
          submit={never}
        />
        {footerForm}
      </>,
    ),
  "contact/index.html": () =>
    page(
      "Contact | Scalewise",
      <>
        <ContactForm
          copy={forms.contactForm}
          notices={forms.notices}
          requiredText={forms.requiredText}
          contactEmail={contact.email}
          submit={never}
        />
        {footerForm}
      </>,
    ),
  "ai-roi-tools/index.html": () =>
    page(
      "AI ROI Tools | Scalewise",
      <>
        <RoiCalculator copy={calculators.roi} common={calculators} />
        {footerForm}
      </>,
    ),
  "advanced-tools/index.html": () =>
    page(
      "Advanced Tools | Scalewise",
      <>
        <noscript>
          <MrrCalculatorWithoutScripts
            name="MRR growth calculator"
            intro="Without scripts"
            copy={calculators.mrr}
            common={calculators}
          />
        </noscript>
        {footerForm}
      </>,
    ),
  "blog/index.html": () => page("Blog | Scalewise", footerForm),
  "blog/known-post/index.html": () => page("Known post | Scalewise", footerForm),
  "blog/[...slug]/index.html": () => page("Blog post | Scalewise", footerForm),
  "unsubscribe/index.html": () =>
    page(
      "Unsubscribe | Scalewise",
      <EmailLinkView
        eyebrow={unsubscribe.eyebrow}
        page={unsubscribe.pages[0] ?? { title: "", text: "" }}
        links={unsubscribe.links}
        action={UNSUBSCRIBE_ENDPOINT}
        tokenField={UNSUBSCRIBE_TOKEN_FIELD}
        trackingLabel="unsubscribe"
      />,
    ),
  "confirm/index.html": () =>
    page(
      "Confirm | Scalewise",
      <EmailLinkView
        eyebrow={confirm.eyebrow}
        page={confirm.pages[0] ?? { title: "", text: "" }}
        links={[]}
        action={CONFIRM_ENDPOINT}
        tokenField={CONFIRM_TOKEN_FIELD}
        trackingLabel="confirm"
      />,
    ),
  "privacy/my-data/yours/index.html": () =>
    page(
      "Your data | Scalewise",
      <MyDataView
        eyebrow={myData.eyebrow}
        page={myData.pages.find((p) => p.id === "yours") ?? { title: "", text: "" }}
      />,
    ),
  "404.html": () => page("Page Not Found | Scalewise", <p>Page Not Found</p>),
  "app-138e5570a156f9029d2b.js": () => `console.log("app");\n${"// padding\n".repeat(200)}`,
  "static/photo-9f8e7d.svg": () => `<svg xmlns="http://www.w3.org/2000/svg"/>`,
  "form-problems.css": () => ".form-problem { color: #9b1c1c }",
  // Laid out as the build lays it out: every security header on every path.
  _headers: () =>
    formatHeadersFile([{ path: "/*", headers: securityHeaders(FIXTURE_POLICY) }], "test"),
  _redirects: () =>
    "# test\n/blog/known-post  /blog/known-post/  200\n/blog/*  /blog/[...slug]/  200\n/old-page  /contact  301\n",
};
