import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientGroup } from "./client";

/** One client's sockets: all it holds, and those kept alive with no request under way. */
interface Held {
  open: Set<Socket>;
  /** In the order they went idle, the longest idle first. */
  idle: Set<Socket>;
}

/**
 * Holds each client to `limit` sockets, so one client's stalled sockets cannot use up the
 * descriptors every other visitor needs. A socket kept alive between requests is closed to make
 * room before a new one is refused: visitors behind one address (an office, a carrier's NAT) each
 * leave a few idle after a page, and a browser opens a new one when it finds one closed. Not for a
 * server behind a proxy, where every connection comes from the proxy (it caps clients itself).
 * Returns the number of clients holding sockets.
 */
export function capConnectionsPerClient(server: Server, limit: number): () => number {
  const clients = new Map<string, Held>();
  const inFlight = new WeakMap<Socket, number>();
  const heldBy = new WeakMap<Socket, Held>();

  server.on("connection", (socket: Socket) => {
    const client = clientGroup(socket.remoteAddress);
    const held = clients.get(client) ?? { open: new Set<Socket>(), idle: new Set<Socket>() };
    if (held.open.size >= limit) {
      const [oldestIdle] = held.idle;
      if (!oldestIdle) {
        socket.destroy();
        return;
      }
      forget(oldestIdle);
      oldestIdle.destroy();
    }
    clients.set(client, held);
    held.open.add(socket);
    heldBy.set(socket, held);
    socket.once("close", () => forget(socket));

    function forget(gone: Socket) {
      held.open.delete(gone);
      held.idle.delete(gone);
      if (held.open.size === 0 && clients.get(client) === held) clients.delete(client);
    }
  });

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    const held = heldBy.get(socket);
    if (!held) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    held.idle.delete(socket);
    response.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (left === 0 && !socket.destroyed && held.open.has(socket)) held.idle.add(socket);
    });
  });
  return () => clients.size;
}
