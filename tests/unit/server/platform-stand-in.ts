// A stand-in for a platform we cannot run here (ConvertKit, Mailchimp, a webhook): a real HTTP
// server on loopback that records what reaches it and answers as the test says, or goes down.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (a platform that hangs). */
  hang?: boolean;
}

export interface StandIn {
  /** http://127.0.0.1:port */
  url: string;
  received: Received[];
  /** How to answer from now on (default 200 {}). */
  answer(reply: (request: Received) => Reply): void;
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const received: Received[] = [];
  let reply: (request: Received) => Reply = () => ({ status: 200, body: {} });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      received.push(request);
      const answer = reply(request);
      if (answer.hang) return;
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    });
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
  const port = await listen();
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      reply = next;
    },
    down: stop,
    up: async () => {
      await listen(port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
