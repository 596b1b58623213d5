import { startFreezableProxy, type FreezableProxy } from "./freezable-proxy";
import { startSite, type TestSite } from "./harness";
import { postgresForTests } from "./postgres";

// The app on PostgreSQL, reached through a pipe that can freeze it. Stopped but not down (a paused
// VM, a lock held for ever), connections open and queries go out, and nothing comes back. Every
// answer still comes within its deadline.

const postgres = postgresForTests();
let proxy: FreezableProxy;
let site: TestSite;

beforeEach(async () => {
  const url = new URL(await postgres.freshDatabase());
  proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port) });
  url.host = `127.0.0.1:${proxy.port}`;
  site = await startSite({ DATABASE_URL: url.href });
});
afterEach(async () => {
  proxy.thaw();
  await site.close();
  await proxy.close();
});

const lead = (email: string) => ({ body: { email, source: "footer_newsletter" } });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

it("answers health with 503 and a lead with 503 within their deadlines, then recovers", async () => {
  expect((await site.post("/api/subscribe", lead("before@example.com"))).statusCode).toBe(200);
  proxy.freeze();

  const health = await timed(() => site.get("/api/health"));
  expect(health.value.statusCode).toBe(503);
  expect(health.seconds).toBeLessThan(5); // its own deadline is 2 s; before, it hung 40 s

  const posts = await timed(() =>
    Promise.all(
      Array.from({ length: 12 }, (_, i) => site.post("/api/subscribe", lead(`f${i}@x.co`))),
    ),
  );
  expect(posts.value.map((res) => res.statusCode)).toEqual(Array(12).fill(503));
  expect(posts.value[0]?.body).toEqual({
    error: "We could not keep your details just now",
    hint: "Please try again in a moment",
  });
  expect(posts.seconds).toBeLessThan(20); // connect 3 s, query 6 s; before, 45 s and more

  proxy.thaw();
  const deadline = Date.now() + 15_000;
  let after = await site.post("/api/subscribe", lead("after@example.com"));
  while (after.statusCode !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await site.post("/api/subscribe", lead("after@example.com"));
  }
  expect(after.statusCode).toBe(200);
  expect((await site.get("/api/health")).statusCode).toBe(200);
}, 60_000);

it("refuses half a surrogate pair before it reaches PostgreSQL (before, a 500)", async () => {
  const res = await site.post("/api/subscribe", {
    body: `{"email":"ada@example.com","name":"Ada \\ud83d","source":"footer_newsletter"}`,
  });
  expect(res.statusCode).toBe(400);
  expect(res.body).toEqual({
    error: "Name contains characters that are not allowed",
    hint: "Remove characters that are not text from name",
  });
  expect(await site.stored()).toEqual([]);
});
