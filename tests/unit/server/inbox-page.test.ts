// The inbox's page from the build's manifest: read by its shape, and a manifest in another shape
// (or none) is the page that says the inbox is not built, never a fault.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Fastify from "fastify";
import { INBOX_MANIFEST, inboxPage } from "../../../src/server/inbox/routes/page";

async function pageFrom(manifest: string | null) {
  const publicDir = await mkdtemp(join(tmpdir(), "inbox-page-"));
  if (manifest !== null) {
    await mkdir(dirname(join(publicDir, INBOX_MANIFEST)), { recursive: true });
    await writeFile(join(publicDir, INBOX_MANIFEST), manifest);
  }
  const fastify = Fastify();
  await fastify.register(inboxPage, { publicDir });
  const base = await fastify.listen({ host: "127.0.0.1", port: 0 });
  const response = await fetch(new URL("/inbox", base));
  const answer = { statusCode: response.status, body: await response.text() };
  await fastify.close();
  await rm(publicDir, { recursive: true, force: true });
  return answer;
}

describe("the inbox's page", () => {
  it("loads the manifest's script and its styles that are addresses", async () => {
    const answer = await pageFrom(
      JSON.stringify({ script: "/static/inbox/main-A1.js", styles: ["/static/inbox/a.css", 7] }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('src="/static/inbox/main-A1.js"');
    expect(answer.body).toContain('href="/static/inbox/a.css"');
    expect(answer.body).not.toContain('href="7"');
  });

  it.each([
    ["no manifest", null],
    ["a manifest that is not JSON", "{"],
    ["a manifest without its script", JSON.stringify({ styles: [] })],
    ["a manifest whose styles are not a list", JSON.stringify({ script: "/a.js", styles: "a" })],
    ["a manifest that is a list", "[]"],
  ])("with %s says the inbox is not built", async (_what, manifest) => {
    const answer = await pageFrom(manifest);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toBe("The inbox is not built: run npm run build.");
  });
});
