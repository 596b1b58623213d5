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

describe("ConvertKit request (SPEC §7)", () => {
  const config = {
    platform: "convertkit",
    apiKey: "ck_key",
    formId: "12345",
    baseUrl: "https://convertkit.example/v3/",
  } as const;

  it("posts to {base}/forms/{formId}/subscribe with SPEC's body", () => {
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

describe("Mailchimp request (SPEC §7)", () => {
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
});

describe("custom request (SPEC §7)", () => {
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
