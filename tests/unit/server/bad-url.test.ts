import fc from "fast-check";
import { connect } from "node:net";
import { startSite, type TestSite } from "./harness";

// Framework refusals before any route or hook (a URL that cannot be decoded, a request line Node
// cannot parse) carry the site's security headers and our words, and never repeat the path.

let site: TestSite;
let port: number;
beforeAll(async () => {
  site = await startSite();
  port = Number(new URL(site.base).port);
});
afterAll(() => site.close());

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends `GET <target>` as bytes on a raw socket, as a client may; resolves with the answer. */
function rawGet(target: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: "127.0.0.1", port }, () =>
      socket.write(
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
          "latin1",
        ),
      ),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

/** The build's security headers: nosniff on every answer, the policy on a page as well. */
function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  if (/^text\/html/.test(answer.headers.get("content-type") ?? "")) {
    expect(answer.headers.get("content-security-policy")).toBeTruthy();
  }
}

function expectOurs(answer: RawAnswer) {
  expectSecurityHeaders(answer);
  expect(answer.body).not.toMatch(/FST_ERR|Client Error|statusCode/);
}

describe("a URL that cannot be decoded", () => {
  it.each(["/inbox/%ff", "/api/%ff", "/%ff", "/api/subscribe%c0%af"])(
    "%s answers 400 in our words with the security headers, never the path",
    async (path) => {
      const answer = await rawGet(path);
      expect(answer.status).toBe(400);
      expectOurs(answer);
      expect(JSON.parse(answer.body)).toEqual({
        error: "Bad request",
        hint: "The address is not valid",
      });
      expect(answer.body).not.toContain(path);
      expect(answer.body).not.toContain("%ff");
    },
  );

  it("a request line Node cannot parse is answered the same way", async () => {
    const answer = await rawGet("/a b\u0001");
    expect(answer.status).toBe(400);
    expectOurs(answer);
    expect(JSON.parse(answer.body)).toEqual({
      error: "Bad request",
      hint: "The request could not be read",
    });
  });
});

/** A raw path: printable ASCII and a few bytes beyond, with a percent sign somewhere in it. */
const rawPath = fc
  .tuple(
    fc.string({
      unit: fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code)),
    }),
    fc.constantFrom("%", "%f", "%ff", "%c0%af", "%e2%82", "%zz", "%%"),
    fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    }),
  )
  .map(([head, percent, tail]) => `/${head}${percent}${tail}`);

describe("any raw path", () => {
  it("is answered with the security headers, and its words never repeat the path", async () => {
    await fc.assert(
      fc.asyncProperty(rawPath, async (path) => {
        const answer = await rawGet(path);
        expectSecurityHeaders(answer);
        expect(answer.body).not.toMatch(/FST_ERR|Client Error/);
        if (answer.status === 400) expect(answer.body).not.toContain(path.slice(1));
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
