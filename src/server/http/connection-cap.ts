import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientGroup } from "./client";

/** As long as a socket that never sends a request may stay open (Fastify's connectionTimeout). */
export const CONNECTION_WAIT_MS = 10_000;

/** One client's sockets: all it holds, those kept alive with no request under way, those waiting. */
interface Held {
  open: Set<Socket>;
  /** In the order they went idle, the longest idle first. */
  idle: Set<Socket>;
  /** Sockets over the cap, not yet handed to HTTP, the first come first. */
  waiting: Set<Socket>;
}

type ConnectionListener = (socket: Socket) => void;

/**
 * Holds each client to `limit` sockets, so one client's stalled sockets cannot use up the
 * descriptors every other visitor needs. A socket kept alive between requests is closed to make
 * room for a new one: visitors behind one address (an office, a carrier's NAT) each leave a few
 * idle after a page. When every socket is in use, a new one waits (unread) until one finishes or
 * closes, for up to `waitMs`, and up to `limit` wait: a browser's fresh socket is served late,
 * not reset. Not for a server behind a proxy, where every connection comes from the proxy (it
 * caps clients itself). Returns the number of clients holding sockets.
 */
export function capConnectionsPerClient(
  server: Server,
  limit: number,
  waitMs: number = CONNECTION_WAIT_MS,
): () => number {
  const clients = new Map<string, Held>();
  const inFlight = new WeakMap<Socket, number>();
  const heldBy = new WeakMap<Socket, Held>();
  const clientOf = new WeakMap<Socket, string>();
  const giveUpOn = new WeakMap<Socket, NodeJS.Timeout>();
  // HTTP's own listeners see a socket only once it has a place.
  const handOver = server.listeners("connection") as ConnectionListener[];
  server.removeAllListeners("connection");

  function forgetIfEmpty(held: Held, client: string) {
    if (held.open.size === 0 && held.waiting.size === 0 && clients.get(client) === held)
      clients.delete(client);
  }

  /** Makes a place at the cap by closing the longest idle socket; false when none is idle. */
  function closeOldestIdle(held: Held): boolean {
    const [oldestIdle] = held.idle;
    if (!oldestIdle) return false;
    held.open.delete(oldestIdle);
    held.idle.delete(oldestIdle);
    oldestIdle.destroy();
    return true;
  }

  function admit(socket: Socket, held: Held, client: string) {
    clients.set(client, held);
    held.open.add(socket);
    heldBy.set(socket, held);
    socket.once("close", () => {
      held.open.delete(socket);
      held.idle.delete(socket);
      letOneIn(held, client);
      forgetIfEmpty(held, client);
    });
    for (const listener of handOver) listener.call(server, socket);
  }

  /** Gives a waiting socket the place of one that closed, or of the longest idle one. */
  function letOneIn(held: Held, client: string) {
    const [next] = held.waiting;
    if (!next) return;
    if (held.open.size >= limit && !closeOldestIdle(held)) return;
    held.waiting.delete(next);
    clearTimeout(giveUpOn.get(next));
    admit(next, held, client);
    next.resume();
  }

  server.on("connection", (socket: Socket) => {
    const client = clientGroup(socket.remoteAddress);
    clientOf.set(socket, client);
    const held = clients.get(client) ?? { open: new Set(), idle: new Set(), waiting: new Set() };
    if (held.open.size < limit || closeOldestIdle(held)) return admit(socket, held, client);
    if (held.waiting.size >= limit) {
      socket.destroy();
      return;
    }
    socket.pause();
    clients.set(client, held);
    held.waiting.add(socket);
    const giveUp = setTimeout(() => socket.destroy(), waitMs);
    giveUp.unref();
    giveUpOn.set(socket, giveUp);
    socket.once("close", () => {
      clearTimeout(giveUp);
      if (held.waiting.delete(socket)) forgetIfEmpty(held, client);
    });
  });

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    const held = heldBy.get(socket);
    const client = clientOf.get(socket);
    if (!held || client === undefined) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    held.idle.delete(socket);
    response.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (left !== 0 || socket.destroyed || !held.open.has(socket)) return;
      held.idle.add(socket);
      letOneIn(held, client);
    });
  });
  return () => clients.size;
}
