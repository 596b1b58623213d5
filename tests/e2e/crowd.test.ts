import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/serve.mjs";
import { launch } from "./site";

// Many visitors behind one address (an office, a school, a carrier's NAT): the production server
// with a cap on connections per client, not the raised one the other tests run under. Each
// browser context is one visitor with its own sockets (up to six), left open as a browser leaves
// them. The cap is lowered so that a few visitors hold several times more sockets than it allows,
// as forty would under the default cap, at a quarter of the page loads.

const CAP = 16;
const VISITORS = 12;
/** Visitors arriving at once. */
const TOGETHER = 4;

let browser: Browser;
let server: ProductionServer;
let dataDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "crowd-"));
  browser = await launch();
  server = await startProductionServer({
    LEADS_DATA_DIR: dataDir,
    LEADS_CONNECTIONS_PER_CLIENT: String(CAP),
  });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Loads the home page in a new context, kept open; the error when it could not. */
async function visit(): Promise<string | null> {
  // Still, as reduced motion asks: forty animated heroes at once would test the CPU, not the cap.
  const context = await browser.newContext({ reducedMotion: "reduce" });
  contexts.push(context);
  const page = await context.newPage();
  try {
    const response = await page.goto(server.baseUrl, { waitUntil: "load" });
    return response?.status() === 200 ? null : `status ${response?.status()}`;
  } catch (error) {
    return error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
  }
}

describe("visitors behind one address", () => {
  it(`${VISITORS} browsers loading a page each are all served`, async () => {
    const failed: string[] = [];
    for (let first = 0; first < VISITORS; first += TOGETHER) {
      const outcomes = await Promise.all(Array.from({ length: TOGETHER }, visit));
      outcomes.forEach((outcome, n) => {
        if (outcome !== null) failed.push(`visitor ${first + n + 1}: ${outcome}`);
      });
    }
    expect(failed).toEqual([]);
  }, 300_000);
});
