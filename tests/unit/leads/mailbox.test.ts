import fc from "fast-check";
import { mailboxKey } from "../../../src/lib/leads/mailbox";

describe("mailboxKey: one key per mailbox (docs/security.md)", () => {
  it("gives one Gmail mailbox the same key in every spelling that reaches it", () => {
    const spellings = [
      "jane.doe@gmail.com",
      "JaneDoe@gmail.com",
      "j.a.n.e.d.o.e@gmail.com",
      "jane.doe+news@gmail.com",
      "janedoe+a.b@googlemail.com",
      "Jane.Doe@GoogleMail.com",
      " jane.doe@gmail.com. ",
      "JANE.DOE+X@GMAIL.COM",
      "jane.doe@ｇｍａｉｌ.com",
    ];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(["janedoe@gmail.com"]));
  });

  it("folds Unicode case and writes an internationalised domain in punycode", () => {
    expect(mailboxKey("JÖRG@Bücher.example")).toBe("jörg@xn--bcher-kva.example");
    expect(mailboxKey("jörg@xn--bcher-kva.example")).toBe("jörg@xn--bcher-kva.example");
    expect(mailboxKey("STRASSE@example.com")).toBe(mailboxKey("straße@example.com"));
  });

  it("drops plus-tags and a trailing dot everywhere, and dots only where the provider does", () => {
    expect(mailboxKey("a.b+tag@example.co.uk.")).toBe("a.b@example.co.uk");
    expect(mailboxKey("a.b@example.co.uk")).not.toBe(mailboxKey("ab@example.co.uk"));
  });

  it("keeps text that is no address, folded", () => {
    expect(mailboxKey("Not An Address")).toBe("not an address");
    expect(mailboxKey("@example.com")).toBe("@example.com");
    expect(mailboxKey("someone@")).toBe("someone@");
  });

  it("is idempotent where a compatibility form decomposes into a space", () => {
    expect(mailboxKey(mailboxKey("\u0384@a.aa"))).toBe(mailboxKey("\u0384@a.aa"));
  });

  it("never throws, and is idempotent, on any string", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.emailAddress(),
      fc
        .tuple(fc.string({ unit: "grapheme", maxLength: 20 }), fc.domain())
        .map(([local, domain]) => `${local}@${domain}`),
    );
    fc.assert(
      fc.property(text, (address) => {
        const key = mailboxKey(address);
        expect(mailboxKey(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives every spelling of a generated address the key of the address itself", () => {
    const spelled = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.constantFrom("gmail.com", "googlemail.com", "GMail.com", "gmail.com."),
        fc.array(fc.nat(12), { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z0-9.]{0,8}$/)),
        fc.boolean(),
      )
      .map(([local, domain, dots, tag, upper]) => {
        let spelling = local;
        for (const at of dots) spelling = `${spelling.slice(0, at)}.${spelling.slice(at)}`;
        if (tag !== null) spelling += `+${tag}`;
        const address = `${spelling}@${domain}`;
        return { local, address: upper ? address.toUpperCase() : address };
      });
    fc.assert(
      fc.property(spelled, ({ local, address }) => {
        expect(mailboxKey(address)).toBe(`${local.replaceAll(".", "")}@gmail.com`);
      }),
    );
  });
});
