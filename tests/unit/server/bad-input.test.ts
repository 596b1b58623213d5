import { connect } from "node:net";
import { sharedSite, type Sent } from "./harness";

// The bad-input sweep of both endpoints: whatever arrives, the answer is a clear JSON error (never
// the input echoed back), nothing invalid is stored, nothing is stored twice, and the server
// keeps answering.

const { site, stored } = sharedSite();

const VALID = {
  subscribe: { email: "ada@example.com", name: "Ada Lovelace", source: "footer_newsletter" },
  contact: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Scaling our agency",
    message: "We would like to talk.",
  },
} as const;
type EndpointName = keyof typeof VALID;
const ENDPOINTS = Object.keys(VALID) as EndpointName[];

const send = (name: EndpointName, sent: Sent) => site().post(`/api/${name}`, sent);
const withField = (name: EndpointName, field: string, value: unknown) => ({
  ...VALID[name],
  [field]: value,
});

const MARKUP = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "</textarea><svg onload=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
];

/** The answer is a JSON error naming the problem, with nothing of the request in it. */
function expectRefusal(body: unknown, error: string, hint: string) {
  expect(body).toEqual({ error, hint });
  const text = JSON.stringify(body);
  for (const payload of MARKUP) expect(text).not.toContain(payload);
  expect(text).not.toMatch(/[<>]/);
}

/** Refused with this status and error, and nothing stored. */
async function expectRefused(
  res: { statusCode: number; body: unknown },
  status: number,
  error: string,
  hint: string,
) {
  expect(res.statusCode).toBe(status);
  expectRefusal(res.body, error, hint);
  expect(await stored()).toEqual([]);
}

describe.each(ENDPOINTS)("POST /api/%s: bad input", (name) => {
  it.each([null, [], [VALID[name]], "a string", 42, true])(
    "refuses a body that is not an object: %j",
    async (body) => {
      const res = await send(name, { body: JSON.stringify(body) });
      await expectRefused(res, 400, "Invalid request body", "Send a JSON object");
    },
  );

  it.each([...MARKUP, "", "{", "email=ada@example.com", "\u0000", "{'email': 'a@b.co'}", "NaN"])(
    "refuses a body that is not JSON, without echoing it: %j",
    async (body) => {
      const res = await send(name, { body });
      await expectRefused(res, 400, "Malformed JSON", "The request body is not valid JSON");
    },
  );

  it.each([
    "text/html",
    "text/plain",
    "application/xml",
    "multipart/form-data; boundary=x",
    "application/json; charset=utf-16",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "application/jsonp",
    "",
  ])("refuses content type %j with 415", async (type) => {
    const res = await send(name, { headers: { "content-type": type }, body: VALID[name] });
    expect(res.statusCode).toBe(415);
    expectRefusal(
      res.body,
      "Unsupported content type",
      "Send the body as application/json or a form (UTF-8)",
    );
  });

  it("refuses a huge body with 413 and still answers the next request", async () => {
    const huge = { ...VALID[name], message: "x".repeat(2 * 1024 * 1024) };
    const res = await send(name, { body: huge });
    await expectRefused(res, 413, "Request body too large", "Send at most 64 KB");
    const next = await send(name, { body: VALID[name] });
    expect(next.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it("refuses a deeply nested body without crashing", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const res = await send(name, { body: deep });
    await expectRefused(res, 400, "Invalid request body", "Send a JSON object");
  });

  it.each([
    ["email", 42],
    ["email", ["ada@example.com"]],
    ["email", { address: "ada@example.com" }],
    ["email", true],
  ])("refuses %s of the wrong type (%j)", async (field, value) => {
    const res = await send(name, { body: withField(name, field, value) });
    if (name === "subscribe")
      await expectRefused(res, 400, "Email is required", "Missing email address");
    else await expectRefused(res, 400, "Invalid email", "email must be text");
  });

  it.each([
    ["name", 42],
    ["name", ["Ada"]],
    ["name", { first: "Ada" }],
    ["name", false],
  ])("refuses %s of the wrong type (%j)", async (field, value) => {
    const res = await send(name, { body: withField(name, field, value) });
    await expectRefused(res, 400, "Invalid name", "name must be text");
  });

  it("refuses a missing email with the product's words", async () => {
    const { email: _email, ...rest } = VALID[name];
    const res = await send(name, { body: rest });
    await expectRefused(res, 400, "Email is required", "Missing email address");
  });

  it.each([
    [
      "name",
      121,
      "Name is too long (120 characters at most)",
      "Name can be at most 120 characters",
    ],
    [
      "message",
      5001,
      "Message is too long (5,000 characters at most)",
      "Message can be at most 5,000 characters",
    ],
  ])("refuses %s over its limit (%i characters)", async (field, length, error, hint) => {
    const res = await send(name, { body: withField(name, field, "y".repeat(length)) });
    await expectRefused(res, 400, error, hint);
  });

  it("refuses an email over 254 characters", async () => {
    const email = `${"a".repeat(250)}@example.com`;
    const res = await send(name, { body: withField(name, "email", email) });
    await expectRefused(
      res,
      400,
      "Email is too long (254 characters at most)",
      "Email can be at most 254 characters",
    );
  });

  it.each([
    ["an emoji name", "Zoë 👩🏽‍💻 Byrne"],
    ["a right-to-left name", "مريم الحسن"],
    ["a Hebrew name with a direction mark", "\u200fדָּנִיֵּאל"],
    ["combining marks", "A\u030Asa O\u0308stberg"],
    ["a CJK name", "山田 太郎"],
  ])("accepts and stores %s exactly", async (_, value) => {
    const res = await send(name, { body: withField(name, "name", value) });
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(entry?.record).toMatchObject({ name: value });
  });

  it("counts characters, not UTF-16 units: 120 emoji are a name of 120 characters", async () => {
    const res = await send(name, { body: withField(name, "name", "😀".repeat(120)) });
    expect(res.statusCode).toBe(200);
    const over = await send(name, { body: withField(name, "name", "😀".repeat(121)) });
    expectRefusal(
      over.body,
      "Name is too long (120 characters at most)",
      "Name can be at most 120 characters",
    );
  });

  it.each([
    ["name", "a NUL", "Ada\u0000Lovelace"],
    ["name", "an escape sequence", "Ada\u001b[2J"],
    ["name", "a bell", "Ada\u0007"],
    ["name", "a line break", "Ada\nLovelace"],
    ["name", "a C1 control", "Ada\u0085"],
    ["email", "a NUL", "ada\u0000@example.com"],
  ])("refuses a %s with %s in it, with a clear message", async (field, _, value) => {
    const res = await send(name, { body: withField(name, field, value) });
    const label = field === "name" ? "Name" : "Email";
    await expectRefused(
      res,
      400,
      `${label} contains characters that are not allowed`,
      `Remove control characters (such as line breaks or NUL) from ${field}`,
    );
  });

  it("keeps line breaks and tabs in a message, refuses other control characters", async () => {
    const ok = await send(name, { body: withField(name, "message", "Line one\r\nLine\ttwo") });
    expect(ok.statusCode).toBe(200);
    const [entry] = await stored();
    expect(entry?.record).toMatchObject({ message: "Line one\r\nLine\ttwo" });
    const res = await send(name, { body: withField(name, "message", "Hi\u0000there") });
    expect(res.statusCode).toBe(400);
    expectRefusal(
      res.body,
      "Message contains characters that are not allowed",
      "Remove control characters (such as NUL) from message",
    );
  });

  it.each(MARKUP)("stores markup as the text it is, and never echoes it: %s", async (payload) => {
    const body = { ...withField(name, "name", payload), message: payload };
    const res = await send(name, { body });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(payload);
    const [entry] = await stored();
    expect(entry?.record).toMatchObject({ name: payload.trim(), message: payload.trim() });
  });

  it("ignores prototype keys and unknown fields", async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(
      VALID[name],
    ).slice(1, -1)},"isAdmin":true}`;
    const res = await send(name, { body });
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const [entry] = await stored();
    expect(Object.keys(entry?.record ?? {})).not.toContain("isAdmin");
    expect(Object.keys(entry?.record ?? {})).not.toContain("constructor");
  });

  it("stores a retried submission once, and refuses its key with another body", async () => {
    const headers = { "idempotency-key": `sweep-${name}-1` };
    const first = await send(name, { headers, body: VALID[name] });
    const again = await send(name, { headers, body: VALID[name] });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toEqual(first.body);
    const other = await send(name, { headers, body: withField(name, "name", MARKUP[0]) });
    expect(other.statusCode).toBe(422);
    expectRefusal(
      other.body,
      "Idempotency-Key already used",
      "That Idempotency-Key came with a different submission; send a new key for each one",
    );
    expect(await stored()).toHaveLength(1);
  });

  it("survives a request whose stream is cut half-way, and answers the next", async () => {
    const { port } = new URL(site().base);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /api/${name} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"ada@`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve());
    });
    expect((await send(name, { body: VALID[name] })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe("POST /api/subscribe: the lead record's other fields", () => {
  it.each([
    [{ tags: "vip" }, "Invalid tags", "tags must be a list of at most 10 short texts"],
    [{ tags: [1, 2] }, "Invalid tags", "tags must be a list of at most 10 short texts"],
    [
      { tags: Array(11).fill("t") },
      "Invalid tags",
      "tags must be a list of at most 10 short texts",
    ],
    [
      { assessmentScore: "90" },
      "Invalid assessmentScore",
      "assessmentScore must be a number from 0 to 100",
    ],
    [
      { assessmentScore: -1 },
      "Invalid assessmentScore",
      "assessmentScore must be a number from 0 to 100",
    ],
    [{ source: "<script>" }, "Invalid source", expect.stringMatching(/^source must be one of /)],
    [
      { leadMagnet: "x".repeat(81) },
      "Invalid leadMagnet",
      "leadMagnet can be at most 80 characters",
    ],
    [{ type: { a: 1 } }, "Invalid type", "type must be text"],
    [
      { recommendations: ["\u0000"] },
      "Invalid recommendations",
      "recommendations must be a list of at most 10 short texts",
    ],
  ])("refuses %j", async (fields, error, hint) => {
    const res = await send("subscribe", { body: { ...VALID.subscribe, ...fields } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ error, hint });
    expect(JSON.stringify(res.body)).not.toContain("<script>");
  });
});

it("refuses a score JSON can only write as infinity", async () => {
  const res = await send("subscribe", {
    body: '{"email":"ada@example.com","assessmentScore":1e400}',
  });
  expect(res.statusCode).toBe(400);
  expect(res.body).toEqual({
    error: "Invalid assessmentScore",
    hint: "assessmentScore must be a number from 0 to 100",
  });
});

describe("POST /api/contact: the draft's other fields", () => {
  it.each([
    [
      { website: "javascript:alert(1)" },
      "Website must be a web address (for example yourcompany.co.uk)",
    ],
    [{ website: "https://x.example/\u0000" }, "Website contains characters that are not allowed"],
    [{ budget: "<b>lots</b>" }, "Please choose a budget from the list"],
    [{ howHeard: 7 }, "Invalid howHeard"],
    [{ subject: "" }, "Subject is required"],
    [{ subject: "s".repeat(201) }, "Subject is too long (200 characters at most)"],
    [{ phone: "+44 28 9000 0000\u0000" }, "Phone contains characters that are not allowed"],
  ])("refuses %j", async (fields, error) => {
    const res = await send("contact", { body: { ...VALID.contact, ...fields } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error });
    expect(JSON.stringify(res.body)).not.toMatch(/[<>]/);
    expect(await stored()).toEqual([]);
  });
});
