// A TCP pipe to a real server that can be frozen: it keeps every connection open and accepts new
// ones, but passes no byte either way, as a database that is stopped (not down) behaves.
import { createServer, connect, type Socket } from "node:net";

export interface FreezableProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: {
  host: string;
  port: number;
}): Promise<FreezableProxy> {
  let frozen = false;
  const pipes = new Set<{ client: Socket; server: Socket }>();
  const flow = (pipe: { client: Socket; server: Socket }) => {
    if (frozen) {
      pipe.client.pause();
      pipe.server.pause();
    } else {
      pipe.client.resume();
      pipe.server.resume();
    }
  };
  const proxy = createServer((client) => {
    const server = connect(target);
    const pipe = { client, server };
    pipes.add(pipe);
    client.pipe(server);
    server.pipe(client);
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      server.destroy();
    };
    client.on("error", end).on("close", end);
    server.on("error", end).on("close", end);
    flow(pipe);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    port: address.port,
    freeze() {
      frozen = true;
      pipes.forEach(flow);
    },
    thaw() {
      frozen = false;
      pipes.forEach(flow);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, server } of pipes) {
          client.destroy();
          server.destroy();
        }
        proxy.close(() => resolve());
      }),
  };
}
