import fc from "fast-check";
import { connect, type Socket } from "node:net";
import { capConnectionsPerClient } from "../../../src/server/http/connection-cap";
import { startSite, type TestSite } from "./harness";

// The cap on one client's connections, with real sockets against the real app: what a browser
// leaves kept alive after a page gives way to the next visitor; what stalls is still capped.

const LIMIT = 4;
/** How long a socket over the cap waits here: short, so that giving up is seen quickly. */
const WAIT_MS = 1_000;
let site: TestSite;
let port: number;
const sockets: Socket[] = [];

beforeEach(async () => {
  site = await startSite();
  capConnectionsPerClient(site.app.fastify.server, LIMIT, WAIT_MS);
  port = Number(new URL(site.base).port);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await site.close();
});

interface Opened {
  socket: Socket;
  /** The status line of the first answer, or null when the socket closed without one. */
  answered: Promise<string | null>;
  closed: Promise<void>;
}

/** A raw connection from 127.0.0.1 that sends `request` (nothing when it is null). */
function open(request: string | null): Opened {
  const socket = connect({ host: "127.0.0.1", port }).on("error", () => undefined);
  sockets.push(socket);
  if (request !== null) socket.write(request);
  const answered = new Promise<string | null>((resolve) => {
    socket.once("data", (data) => resolve(data.toString().split("\r\n")[0] ?? ""));
    socket.once("close", () => resolve(null));
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, answered, closed };
}

const KEEP_ALIVE = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A connection that asked for a page, was answered and stays open for the next request. */
async function keptAlive(): Promise<Opened> {
  const opened = open(KEEP_ALIVE);
  expect(await opened.answered).toBe("HTTP/1.1 200 OK");
  await settle();
  return opened;
}

describe("connections per client", () => {
  it("closes a visitor's idle kept-alive sockets to serve the next one, never refusing it", async () => {
    const visitors: Opened[] = [];
    for (let i = 0; i < LIMIT * 4; i += 1) visitors.push(await keptAlive());
    const open = visitors.filter((visitor) => !visitor.socket.destroyed && !visitor.socket.closed);
    expect(open.length).toBeLessThanOrEqual(LIMIT);
    // The longest idle were closed first: the latest visitors still hold theirs.
    expect(visitors.at(-1)?.socket.closed).toBe(false);
  });

  it("keeps a new socket waiting while every socket is in use, and serves it when one closes", async () => {
    const stalled = Array.from({ length: LIMIT }, () => open(null));
    await settle();
    const waiting = open(KEEP_ALIVE);
    await settle();
    expect(waiting.socket.closed).toBe(false);
    stalled[0]?.socket.destroy();
    expect(await waiting.answered).toBe("HTTP/1.1 200 OK");
    expect(stalled.slice(1).every(({ socket }) => !socket.closed)).toBe(true);
  });

  it("serves a waiting socket in the place of one that finishes its request", async () => {
    const busy = Array.from({ length: LIMIT }, () => open("GET /api/health HTTP/1.1\r\n"));
    await settle();
    const waiting = open(KEEP_ALIVE);
    await settle();
    busy[0]?.socket.write("Host: 127.0.0.1\r\n\r\n");
    expect(await busy[0]?.answered).toBe("HTTP/1.1 200 OK");
    expect(await waiting.answered).toBe("HTTP/1.1 200 OK");
    // The finished socket went idle and gave its place; the unfinished ones kept theirs.
    await busy[0]?.closed;
    expect(busy.slice(1).every(({ socket }) => !socket.closed)).toBe(true);
  });

  it("closes a waiting socket when no place frees in time, and never the stalled ones", async () => {
    const stalled = Array.from({ length: LIMIT }, () => open(null));
    await settle();
    const refused = open(KEEP_ALIVE);
    expect(await refused.answered).toBeNull();
    expect(stalled.every(({ socket }) => !socket.closed)).toBe(true);
  });

  it("refuses at once a socket beyond as many waiting as the cap", async () => {
    const stalled = Array.from({ length: LIMIT }, () => open(null));
    await settle();
    const waiting = Array.from({ length: LIMIT }, () => open(KEEP_ALIVE));
    await settle();
    const started = Date.now();
    expect(await open(KEEP_ALIVE).answered).toBeNull();
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    expect([...stalled, ...waiting].every(({ socket }) => !socket.closed)).toBe(true);
  });

  it("closes an idle socket, never a stalled one, to make room", async () => {
    const idle = await keptAlive();
    const stalled = Array.from({ length: LIMIT - 1 }, () => open(null));
    await settle();
    const next = open(KEEP_ALIVE);
    expect(await next.answered).toBe("HTTP/1.1 200 OK");
    await idle.closed;
    expect(stalled.every(({ socket }) => !socket.closed)).toBe(true);
    // The new one, answered and idle in turn, gives way; then only stalled sockets are left.
    await settle();
    const another = open(null);
    await next.closed;
    await settle();
    expect(another.socket.closed).toBe(false);
    expect(await open(KEEP_ALIVE).answered).toBeNull();
  });

  it("holds any crowd from one client to the cap and its queue, and leaves no request hanging", async () => {
    // What a client may send on each socket: nothing, half a request's headers, or a request.
    const kind = fc.constantFrom("silent", "half", "request");
    await fc.assert(
      fc.asyncProperty(fc.array(kind, { minLength: 1, maxLength: LIMIT * 3 }), async (kinds) => {
        const crowd = kinds.map((k) =>
          open(k === "silent" ? null : k === "half" ? "GET /api/health HTTP/1.1\r\n" : KEEP_ALIVE),
        );
        await settle();
        const held = crowd.filter(({ socket }) => !socket.closed).length;
        // Every request is answered or its socket closed once a waiting socket gives up.
        const requests = crowd.filter((_, n) => kinds[n] === "request");
        const outcomes = await Promise.race([
          Promise.all(requests.map(({ answered }) => answered)),
          new Promise<"hanging">((resolve) => setTimeout(() => resolve("hanging"), WAIT_MS * 3)),
        ]);
        for (const { socket } of crowd) socket.destroy();
        await settle();
        expect(held).toBeLessThanOrEqual(LIMIT * 2);
        expect(outcomes).not.toBe("hanging");
        if (outcomes !== "hanging")
          for (const status of outcomes) expect([null, "HTTP/1.1 200 OK"]).toContain(status);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
