import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientGroup } from "./client";

/**
 * Closes a new connection at once when its client already holds `limit`: one client's stalled
 * sockets cannot use up the descriptors every other visitor needs. Not for a server behind a
 * proxy, where every connection comes from the proxy (it caps clients itself).
 */
export function capConnectionsPerClient(server: Server, limit: number): () => number {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const client = clientGroup(socket.remoteAddress);
    const count = (open.get(client) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  return () => open.size;
}
