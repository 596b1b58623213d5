// Every lead form on the site, posted through the real app as its page posts it, then found in the
// owner's inbox: filed under what it asked for, with the label the owner's alert agrees with, and
// found by that filter.
import magnets from "../../../content/data/lead-magnets.json";
import { ownerEmail } from "../../../src/emails/messages";
import { studioDetails } from "../../../src/emails/studio";
import { INBOX_ENDPOINTS, type LeadPage } from "../../../src/lib/inbox/api";
import { leadQueryString } from "../../../src/lib/inbox/filter";
import { FORM_LABELS } from "../../../src/lib/inbox/forms";
import { FORM_ENDPOINTS, FORM_ID_FIELD, type FormId } from "../../../src/lib/leads/form-ids";
import { ALERT_AT_ONCE, leadPurpose } from "../../../src/lib/leads/lead-purpose";
import { startSite, type TestSite } from "./harness";
import { signedInMember, type Member } from "./inbox-client";

jest.setTimeout(60_000);

/** A value each field of the site's forms takes. */
const VALUES: Record<string, string> = {
  name: "Aoife Byrne",
  company: "Byrne Ltd",
  interest: "saas",
  message: "Two lines\nof goals",
  subject: "Order automation",
  assessmentScore: "72",
  recommendations: "Automate onboarding",
};

/** Each form, and the exit popup once for each thing it offers. */
interface Post {
  name: string;
  form: FormId;
  extra: [string, string][];
}
const POSTS: Post[] = (Object.keys(FORM_ENDPOINTS) as FormId[]).flatMap((form): Post[] =>
  form === "exit-popup"
    ? magnets.items.map((item) => ({
        name: `exit-popup (${item.id})`,
        form,
        extra: [["resource", item.id]],
      }))
    : [{ name: form, form, extra: [] }],
);

/** What the owner should see each filed as. */
const EXPECTED: Record<string, string> = {
  consultation: "Consultation request",
  contact: "Message",
  "footer-newsletter": "Newsletter sign-up",
  "blog-newsletter": "Newsletter sign-up",
  "scaling-guide": "Scaling guide request",
  "assessment-report": "Assessment report request",
  "exit-popup (scaling-guide)": "Scaling guide request",
  "exit-popup (roi-report)": "ROI report request",
  "exit-popup (strategy-call)": "Strategy call request",
};

let site: TestSite;
let owner: Member;
beforeAll(async () => {
  site = await startSite();
  owner = await signedInMember(site, "owner@example.com");
});
afterAll(() => site.close());

async function leadsWith(query = ""): Promise<LeadPage> {
  const answer = await site.get(`${INBOX_ENDPOINTS.leads}${query}`, { cookie: owner.cookie });
  expect(answer.statusCode).toBe(200);
  return answer.body as LeadPage;
}

describe.each(POSTS)("the $name form", ({ name, form, extra }) => {
  it("is filed, labelled and filtered in the inbox as the owner's alert names it", async () => {
    const email = `${name.replace(/\W+/g, ".")}@example.co.uk`;
    // Every field any form has: each form's post reads its own and leaves the rest.
    const fields: [string, string][] = [
      [FORM_ID_FIELD, form],
      ...extra,
      ["email", email],
      ...Object.entries(VALUES).map(([field, value]): [string, string] => [field, value]),
    ];
    const posted = await site.post(FORM_ENDPOINTS[form], {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(posted.statusCode).toBe(303);

    const listed = (await leadsWith()).leads.find((lead) => lead.email === email);
    expect(listed && FORM_LABELS[listed.form]).toBe(EXPECTED[name]);
    const filtered = await leadsWith(leadQueryString({ form: listed?.form }));
    expect(filtered.leads.map((lead) => lead.email)).toContain(email);

    const stored = (await site.stored()).find((one) => one.record.email === email);
    if (!stored) throw new Error(`${name} was not stored`);
    const purpose = leadPurpose(stored);
    expect(purpose).toBe(listed?.form);
    if (ALERT_AT_ONCE.has(purpose)) {
      const alert = ownerEmail(stored, studioDetails());
      expect(alert.subject.toLowerCase()).toMatch(`new ${EXPECTED[name]?.toLowerCase()}`);
    }
  });
});
