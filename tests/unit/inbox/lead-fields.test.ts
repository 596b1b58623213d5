import { leadFields } from "../../../src/lib/inbox/lead-fields";
import { codeLabel } from "../../../src/emails/labels";

describe("a lead's fields, labelled", () => {
  it("gives a contact message's in the form's order, leaving out the empty ones", () => {
    const fields = leadFields(
      {
        kind: "contact",
        record: {
          name: "Ciaran Walsh",
          email: "ciaran@example.ie",
          phone: "",
          website: "",
          subject: "Orders",
          message: "Hello",
          budget: "",
          howHeard: "Referral",
        },
      },
      codeLabel,
    );
    expect(fields.map(({ label, value }) => [label, value])).toEqual([
      ["Name", "Ciaran Walsh"],
      ["Email", "ciaran@example.ie"],
      ["Subject", "Orders"],
      ["How they heard of us", "Referral"],
      ["Message", "Hello"],
    ]);
  });

  it("names a lead's form, and gives a list one item a line", () => {
    const fields = leadFields(
      {
        kind: "lead",
        record: {
          email: "priya@example.com",
          source: "business_assessment",
          assessmentScore: 0,
          recommendations: ["One", "Two"],
        },
      },
      codeLabel,
    );
    expect(fields.map(({ label, value }) => [label, value])).toEqual([
      ["Email", "priya@example.com"],
      ["Form", "Business assessment"],
      ["Assessment score", "0"],
      ["Recommendations sent", "One\nTwo"],
    ]);
  });
});
