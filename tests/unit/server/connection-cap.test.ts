import { connect, type Socket } from "node:net";
import { capConnectionsPerClient } from "../../../src/server/http/connection-cap";
import { startSite, type TestSite } from "./harness";

// The cap on one client's connections, with real sockets against the real app: what a browser
// leaves kept alive after a page gives way to the next visitor; what stalls is still capped.

const LIMIT = 4;
let site: TestSite;
let port: number;
const sockets: Socket[] = [];

beforeEach(async () => {
  site = await startSite();
  capConnectionsPerClient(site.app.fastify.server, LIMIT);
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

  it("still refuses a new socket when every socket the client holds has stalled", async () => {
    const stalled = Array.from({ length: LIMIT }, () => open(null));
    await settle();
    const refused = open(KEEP_ALIVE);
    expect(await refused.answered).toBeNull();
    expect(stalled.every(({ socket }) => !socket.closed)).toBe(true);
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
});
