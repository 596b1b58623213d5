// @ts-check
// Leads as an owner's inbox holds them after a few busy years, for the inbox's bench: both forms,
// every lead form's source, every status, names with and without accents, companies, messages of
// a few sentences, and the deliveries each was owed. The same seed makes the same leads.
import { randomUUID } from "node:crypto";
import { seededRandom } from "./seeded-random.mjs";

/** @param {string} text */
const words = (text) => text.trim().split(/\s+/);

const FIRST = words(`
  Ada Amélie Aisha Ben Björn Callum Chloé Chen Dara Declan Eilidh Emma Farah Finn Grace Hamza
  Hannah Isla Jack James José Kai Leah Liam Łukasz Maya Mohammed Niamh Noah Olivia Oscar Priya
  Rhys Renée Ruby Sam Siobhán Søren Sofia Tom Yusuf Zoë Zara Ravi Nadia Ewan Freya Ibrahim Lucy
  Matteo
`);
const LAST = words(`
  Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Khan Wright Walker Thompson White
  Hughes Edwards Green Hall Wood Clarke Jackson Turner Hill Moore Cooper Ward Morris King Watson
  Harris Baker Young Allen Mitchell Anderson Murphy O'Brien MacLeod Nowak Müller García Núñez
  Øvergaard Dubois Rossi Chaudhry Okafor Nguyen Kowalski Fernández Lindqvist Byrne Doherty
  Campbell Stewart Reid Fraser Quinn Sharma Ahmed
`);
const COMPANY_A = words(`
  Harbour Orbit Northern Bright Copper Willow Summit Atlas Beacon Cedar Falcon Granite Lumen
  Meridian Oak Pioneer Quay Riverside Sterling Thistle Vantage Kestrel Fenwick Juniper Larch
`);
const COMPANY_B = words(`
  Labs Tours Studio Consulting Logistics Foods Health Dental Legal Interiors Engineering Coffee
  Fitness Energy Analytics Ventures
`);
const MAIL_HOSTS = ["gmail.com", "outlook.com", "icloud.com", "yahoo.co.uk", "btinternet.com"];
const SENTENCES = [
  "We need a new website before the spring launch.",
  "Our current website is slow and hard to update.",
  "Could you help us rebuild the online shop?",
  "We are looking for help with branding and a logo refresh.",
  "I'd like a quote for a marketing site with a blog.",
  "We want to automate our invoicing and bookings.",
  "Our team is growing and we need better internal tools.",
  "Can we book a call next week to talk through the project?",
  "We have a budget agreed for the next quarter.",
  "Please send details of your pricing and timelines.",
  "We run a small café and want online ordering.",
  "Looking for a partner to scale our SaaS platform.",
  "Our investors asked for a clearer growth plan.",
  "We'd like an audit of our analytics and conversion funnel.",
  "Is search engine optimisation part of what you do?",
  "We need an app for our customers to track deliveries.",
  "Our booking system keeps double-booking rooms.",
  "We are moving away from WordPress and want something faster.",
  "The assessment suggested we should focus on retention.",
  "I downloaded the scaling guide and have some questions.",
  "We are a charity and want to improve our donation page.",
  "Our checkout loses a lot of customers on mobile.",
  "We need help hiring our first product manager.",
  "Can you integrate our CRM with the email platform?",
  "We would like to discuss an AI assistant for support.",
  "Timeline is flexible but we'd like to start in March.",
  "Happy to share our brand guidelines and current analytics.",
  "We sell handmade furniture across Scotland.",
  "Our dental practice needs online appointment booking.",
  "We want a members' area with video lessons.",
];
const NOTES = [
  "Called back: wants a proposal by Friday.",
  "Sent the pricing sheet.",
  "Budget too small for now; follow up in spring.",
  "Met at the event; warm lead.",
];
const INTERESTS = ["Website", "Branding", "Growth", "Automation", "SaaS", "Consulting"];
const BUDGETS = [
  "Under $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000+",
];
const HOW_HEARD = ["Google", "Social Media", "Referral", "Blog", "Event", "Other"];
/** Statuses as an inbox a few years old holds them: most leads settled, some still open. */
const STATUS_WEIGHTS = [
  ["new", 12],
  ["contacted", 18],
  ["qualified", 8],
  ["won", 7],
  ["lost", 40],
  ["spam", 15],
];

const slug = (text) =>
  text
    .replace(/ø/gi, "o")
    .replace(/ł/gi, "l")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

/**
 * @typedef {{ target: string, state: string, attempts: number, last_attempt_at: number | null,
 *   status: number | null, detail: string | null }} BenchDelivery
 * @typedef {{ id: string, kind: "lead" | "contact", receivedAt: number, status: string,
 *   record: Record<string, unknown>, deliveries: BenchDelivery[], events: BenchEvent[] }} BenchLead
 * @typedef {{ at: number, type: "status" | "note", text: string | null, from: string | null,
 *   to: string | null }} BenchEvent
 */

/**
 * `count` leads received over the `years` before `end`, oldest first; the rare ones carry a name
 * nobody else has, for the bench's rare search.
 * @param {{ count: number, end: number, years?: number, seed?: number, rareName: string,
 *   rare: number, sources: readonly string[] }} options
 * @returns {Generator<BenchLead>}
 */
export function* inboxLeads({ count, end, years = 3, seed = 37, rareName, rare, sources }) {
  const next = seededRandom(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const weighted = (pairs) => {
    const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pairs[0][0];
  };
  const span = years * 365 * 86_400_000;
  const rareEvery = Math.floor(count / rare);
  for (let i = 0; i < count; i += 1) {
    const receivedAt = Math.round(end - span + (span * (i + next())) / count);
    const first = pick(FIRST);
    const last = i % rareEvery === rareEvery - 1 ? rareName : pick(LAST);
    const company = `${pick(COMPANY_A)} ${pick(COMPANY_B)}`;
    const atWork = next() < 0.6;
    const host = atWork ? `${slug(company)}.co.uk` : pick(MAIL_HOSTS);
    const email = `${slug(first)}.${slug(last)}${atWork ? "" : Math.floor(next() * 100)}@${host}`;
    const message = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(SENTENCES)).join(
      " ",
    );
    const contactForm = next() < 0.35;
    /** @type {Record<string, unknown>} */
    const record = contactForm
      ? {
          name: `${first} ${last}`,
          email,
          phone: next() < 0.5 ? `07${Math.floor(100_000_000 + next() * 899_999_999)}` : "",
          website: atWork ? `https://${host}` : "",
          subject: pick(SENTENCES).replace(/[.?]$/, ""),
          message,
          budget: pick(BUDGETS),
          howHeard: pick(HOW_HEARD),
        }
      : {
          email,
          ...(next() < 0.8 ? { name: `${first} ${last}` } : {}),
          ...(atWork && next() < 0.7 ? { company } : {}),
          ...(next() < 0.5 ? { interest: pick(INTERESTS) } : {}),
          ...(next() < 0.9 ? { source: pick(sources) } : {}),
          ...(next() < 0.4 ? { message } : {}),
        };
    const roll = next();
    const owner = roll < 0.03 ? "failed" : roll < 0.05 ? "refused" : "delivered";
    /** @type {BenchDelivery[]} */
    const deliveries = [
      {
        target: "owner-email",
        state: owner,
        attempts: owner === "failed" ? 8 : 1,
        last_attempt_at: receivedAt + 2_000,
        status: owner === "refused" ? 550 : null,
        detail: owner === "delivered" ? null : "the mail server refused it",
      },
    ];
    if (!contactForm) {
      deliveries.push({
        target: "convertkit",
        state: "delivered",
        attempts: 1,
        last_attempt_at: receivedAt + 1_000,
        status: 200,
        detail: null,
      });
    }
    const status = weighted(STATUS_WEIGHTS);
    /** @type {BenchEvent[]} */
    const events = [];
    if (status !== "new") {
      events.push({
        at: receivedAt + 86_400_000,
        type: "status",
        text: null,
        from: "new",
        to: status,
      });
    }
    if (next() < 0.15) {
      events.push({
        at: receivedAt + 90_000_000,
        type: "note",
        text: pick(NOTES),
        from: null,
        to: null,
      });
    }
    yield {
      id: randomUUID(),
      kind: contactForm ? "contact" : "lead",
      receivedAt,
      status,
      record,
      deliveries,
      events,
    };
  }
}
