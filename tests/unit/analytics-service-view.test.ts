import fc from "fast-check";
import {
  SERVICE_VIEW_ATTRIBUTES,
  serviceViewAttributes,
  serviceViewFrom,
} from "../../src/lib/analytics/service-view";

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe("service view attributes", () => {
  it("carry the service and its moment through the HTML", () => {
    expect(
      serviceViewAttributes({ id: "ai-automation", name: "AI automation" }, "on-load"),
    ).toEqual({
      "data-service-view": "on-load",
      "data-service-id": "ai-automation",
      "data-service-name": "AI automation",
    });
  });

  it("read back as they were written, for any service", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.constantFrom("on-load" as const, "when-seen" as const),
        (id, name, moment) => {
          const attributes = serviceViewAttributes({ id, name }, moment);
          expect(serviceViewFrom(reader(attributes))).toEqual({ id, name, moment });
        },
      ),
    );
  });

  it("describe nothing when the moment is unknown or a part is missing", () => {
    const whole = serviceViewAttributes({ id: "seo", name: "SEO" }, "when-seen");
    expect(serviceViewFrom(reader({ ...whole, [SERVICE_VIEW_ATTRIBUTES.moment]: "later" }))).toBe(
      null,
    );
    for (const attribute of Object.values(SERVICE_VIEW_ATTRIBUTES)) {
      const rest = Object.entries(whole).filter(([name]) => name !== attribute);
      expect(serviceViewFrom(reader(Object.fromEntries(rest)))).toBeNull();
    }
  });
});
