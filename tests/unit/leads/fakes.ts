import type { KeyValueStore } from "../../../src/browser/leads/queue";
import type { Transport } from "../../../src/browser/leads/transport";

/** localStorage's two methods over a Map. */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

export interface Sent {
  url: string;
  key: string;
  body: unknown;
}

/**
 * A fake site: answers each request with the next status in `answers` ("throw" for a network
 * failure) and records what reached it.
 */
export function fakeTransport(answers: (number | "throw")[], body: unknown = {}) {
  const sent: Sent[] = [];
  let clock = 1_000_000;
  let keys = 0;
  const transport: Transport = {
    store: memoryStore(),
    now: () => clock,
    newKey: () => `key-${++keys}`,
    fetch: async (input, init) => {
      const answer = answers.shift() ?? 200;
      if (answer === "throw") throw new TypeError("Failed to fetch");
      const headers = new Headers(init?.headers);
      sent.push({
        url: String(input),
        key: headers.get("Idempotency-Key") ?? "",
        body: JSON.parse(String(init?.body)),
      });
      return new Response(JSON.stringify(body), {
        status: answer,
        headers: { "Content-Type": "application/json" },
      });
    },
  };
  return { transport, sent, advance: (ms: number) => (clock += ms) };
}
