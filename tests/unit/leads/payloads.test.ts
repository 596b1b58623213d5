import {
  buildConvertKitRequest,
  buildCustomRequest,
  buildLeadRequest,
  buildMailchimpRequest,
  splitName,
} from "../../../src/lib/leads/payloads";
import type { LeadRecord } from "../../../src/lib/leads/types";

const lead: LeadRecord = {
  email: "owner@business.co.uk",
  name: "Aoife Mary Byrne",
  company: "Byrne Bakeries",
  interest: "automation",
  source: "business_assessment",
  leadMagnet: "roi-report",
  assessmentScore: 72,
  tags: ["assessment", "intermediate"],
};

describe("splitName", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(splitName("Aoife Mary Byrne")).toEqual({ first: "Aoife", last: "Mary Byrne" });
    expect(splitName("  Cher ")).toEqual({ first: "Cher", last: "" });
    expect(splitName(undefined)).toEqual({ first: "", last: "" });
  });
});

describe("ConvertKit request (docs/product.md#lead-handling)", () => {
  const config = {
    platform: "convertkit",
    apiKey: "ck_key",
    formId: "12345",
    baseUrl: "https://convertkit.example/v3/",
  } as const;

  it("posts to {base}/forms/{formId}/subscribe with the product's body", () => {
    const request = buildConvertKitRequest(config, lead);
    expect(request.url).toBe("https://convertkit.example/v3/forms/12345/subscribe");
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual({ "Content-Type": "application/json" });
    expect(request.body).toBe(
      JSON.stringify({
        api_key: "ck_key",
        email: "owner@business.co.uk",
        first_name: "Aoife",
        fields: {
          company: "Byrne Bakeries",
          interest: "automation",
          source: "business_assessment",
          lead_magnet: "roi-report",
          assessment_score: 72,
        },
        tags: ["assessment", "intermediate"],
      }),
    );
  });

  it("sends empty fields and no tags for a bare email", () => {
    const body: unknown = JSON.parse(buildConvertKitRequest(config, { email: "a@b.co" }).body);
    expect(body).toEqual({
      api_key: "ck_key",
      email: "a@b.co",
      first_name: "",
      fields: { company: "", interest: "", source: "", lead_magnet: "", assessment_score: "" },
      tags: [],
    });
  });
});

describe("Mailchimp request (docs/product.md#lead-handling)", () => {
  const config = {
    platform: "mailchimp",
    apiKey: "mc_key",
    audienceId: "aud1",
    baseUrl: "https://mailchimp.example/3.0",
  } as const;

  it("posts to {base}/lists/{audienceId}/members with a bearer header and merge fields", () => {
    const request = buildMailchimpRequest(config, lead);
    expect(request.url).toBe("https://mailchimp.example/3.0/lists/aud1/members");
    expect(request.headers).toEqual({
      "Content-Type": "application/json",
      Authorization: "Bearer mc_key",
    });
    expect(request.body).toBe(
      JSON.stringify({
        email_address: "owner@business.co.uk",
        status: "subscribed",
        merge_fields: {
          FNAME: "Aoife",
          LNAME: "Mary Byrne",
          COMPANY: "Byrne Bakeries",
          INTEREST: "automation",
          SOURCE: "business_assessment",
          LEADMAGNET: "roi-report",
          ASSESSMENT: 72,
        },
        tags: ["assessment", "intermediate"],
      }),
    );
  });

  it("gives the opt-in time as timestamp_opt when consent is on record, and only then", () => {
    const at = "2026-11-28T09:15:00.000Z";
    const body = (optedInAt?: string) =>
      JSON.parse(buildMailchimpRequest(config, lead, optedInAt).body) as Record<string, unknown>;
    expect(body(at).timestamp_opt).toBe(at);
    expect(body()).not.toHaveProperty("timestamp_opt");
    expect(JSON.parse(buildLeadRequest(config, lead, at).body)).toMatchObject({
      timestamp_opt: at,
    });
  });
});

describe("custom request (docs/product.md#lead-handling)", () => {
  it("posts the lead record as it is to {base}/subscribe", () => {
    const request = buildCustomRequest({ platform: "custom", baseUrl: "/api" }, lead);
    expect(request.url).toBe("/api/subscribe");
    expect(JSON.parse(request.body)).toEqual(lead);
  });

  it("is what buildLeadRequest picks for each platform", () => {
    expect(buildLeadRequest({ platform: "custom", baseUrl: "/api" }, lead).url).toBe(
      "/api/subscribe",
    );
    expect(
      buildLeadRequest(
        { platform: "mailchimp", baseUrl: "https://m.example", audienceId: "x" },
        lead,
      ).url,
    ).toBe("https://m.example/lists/x/members");
  });
});

describe("the whole lead reaches the platform (fields the product's payloads have no slot for)", () => {
  const convertkit = {
    platform: "convertkit",
    apiKey: "k",
    formId: "1",
    baseUrl: "https://ck",
  } as const;
  const mailchimp = {
    platform: "mailchimp",
    apiKey: "k",
    audienceId: "a",
    baseUrl: "https://mc",
  } as const;
  const whole: LeadRecord = {
    email: "owner@business.co.uk",
    message: "We answer 40 enquiries a day by hand. ".repeat(10).trim(),
    recommendations: ["Document your ten key processes.", "Connect your CRM and invoicing."],
    type: "strategy_call",
    tags: ["vip"],
  };

  it("sends ConvertKit the message and recommendations as custom fields, a strategy call as a tag", () => {
    const body = JSON.parse(buildConvertKitRequest(convertkit, whole).body);
    expect(body.fields).toMatchObject({
      message: whole.message,
      recommendations: "Document your ten key processes.; Connect your CRM and invoicing.",
    });
    expect(body.tags).toEqual(["vip", "strategy_call"]);
  });

  it("sends Mailchimp merge fields MESSAGE and RECOMMEND, cut to the 255 characters they hold", () => {
    const body = JSON.parse(buildMailchimpRequest(mailchimp, whole).body);
    expect([...body.merge_fields.MESSAGE]).toHaveLength(255);
    expect(body.merge_fields.MESSAGE.endsWith("…")).toBe(true);
    expect(body.merge_fields.RECOMMEND).toBe(
      "Document your ten key processes.; Connect your CRM and invoicing.",
    );
    expect(body.tags).toEqual(["vip", "strategy_call"]);
  });

  it("leaves the product's payloads exactly as they were when a lead has none of them", () => {
    const bare = { email: "a@b.co" };
    expect(Object.keys(JSON.parse(buildConvertKitRequest(convertkit, bare).body).fields)).toEqual([
      "company",
      "interest",
      "source",
      "lead_magnet",
      "assessment_score",
    ]);
    expect(JSON.parse(buildMailchimpRequest(mailchimp, bare).body).tags).toEqual([]);
  });
});
