import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import { attemptAny } from "../../../src/server/attempt";
import { NOT_NOTED_DETAIL } from "../../../src/server/deliver-email";
import { closeMail } from "../../../src/server/mail";
import { createOutbox, UNRECORDED_DETAIL } from "../../../src/server/outbox";
import { readSettings, type Env } from "../../../src/server/settings";
import { SqliteStore } from "../../../src/server/store/sqlite";
import { startMailCatcher, type MailCatcher } from "../../e2e/mail-catcher";
import { listAll } from "./harness";

// The owner's and the visitor's emails go at most once, across restarts: the store notes an email
// is going before it is handed to a real SMTP server on loopback, so one whose result the store
// then refuses (a full disk) is not sent again by the next process.

jest.setTimeout(30_000);

let catcher: MailCatcher;
let dir: string;
let clock: number;
const stores: SqliteStore[] = [];

beforeEach(async () => {
  catcher = await startMailCatcher();
  dir = await mkdtemp(join(tmpdir(), "email-once-"));
  clock = Date.now() + 1_000;
});
afterEach(async () => {
  closeMail();
  for (const store of stores.splice(0)) await store.close();
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});

const env = (): Env => ({
  SMTP_URL: catcher.url,
  MAIL_FROM: "Scalewise Studio <hello@example.com>",
  OWNER_EMAIL: "owner@example.com",
});

/** A process's view of the store: its own connection and its own outbox. */
async function start() {
  const store = new SqliteStore(dir);
  stores.push(store);
  await store.open();
  const outbox = createOutbox({
    store,
    attempt: (due) => attemptAny(due, readSettings(env()), fetch, store),
    log: () => undefined,
    now: () => new Date(clock),
  });
  return { store, outbox };
}

async function addContact(store: SqliteStore) {
  return store.add({
    kind: "contact",
    idempotencyKey: null,
    requestHash: "h",
    record: { ...EMPTY_CONTACT_DRAFT, name: "Ada", email: "ada@example.com", message: "Hello" },
    targets: ["owner-email", "visitor-email"],
  });
}

/** Makes the store refuse, as a full disk does, every write of this operation while `full()`. */
function fillDisk(store: SqliteStore, operation: "record" | "sending", full: () => boolean) {
  const write = store[operation].bind(store) as (...args: unknown[]) => Promise<void>;
  store[operation] = async (...args: unknown[]) => {
    if (full()) throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    return write(...args);
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("an email whose result could not be recorded", () => {
  it("is not sent again after a restart, and is shown sent with its Message-ID", async () => {
    const first = await start();
    await addContact(first.store);
    fillDisk(first.store, "record", () => true);
    await first.outbox.runDue();
    await catcher.waitFor(() => true, 2);
    // The process stops with both results unrecorded; the next one starts on the same store.
    await first.store.close();
    const next = await start();
    clock += 24 * 60 * 60 * 1000;
    await next.outbox.runDue();
    await next.outbox.runOwed();
    await settle();
    expect(catcher.caught).toHaveLength(2);
    const [stored] = await listAll(next.store);
    const sentIds = catcher.caught.map((caught) => caught.mail.messageId).sort();
    expect(stored?.deliveries.map((delivery) => delivery.messageId).sort()).toEqual(sentIds);
    for (const delivery of stored?.deliveries ?? []) {
      expect(delivery).toMatchObject({ state: "failed", detail: UNRECORDED_DETAIL });
      expect(delivery.sendingSince).toEqual(expect.any(String));
    }
  });

  it("is recorded in the same process once the store can write again, never sent twice", async () => {
    const { store, outbox } = await start();
    await addContact(store);
    let full = true;
    fillDisk(store, "record", () => full);
    await outbox.runDue();
    await catcher.waitFor(() => true, 2);
    full = false;
    clock += 60 * 60 * 1000;
    await outbox.runDue();
    await settle();
    expect(catcher.caught).toHaveLength(2);
    const [stored] = await listAll(store);
    for (const delivery of stored?.deliveries ?? []) {
      expect(delivery.state).toBe("delivered");
      expect(delivery.sendingSince).toBeUndefined();
    }
  });
});

describe("an email whose sending cannot be noted first", () => {
  it("is not sent, and goes once when the store can write again", async () => {
    const { store, outbox } = await start();
    await addContact(store);
    let full = true;
    fillDisk(store, "sending", () => full);
    await outbox.runDue();
    await settle();
    expect(catcher.caught).toHaveLength(0);
    const [waiting] = await listAll(store);
    expect(waiting?.deliveries.map((delivery) => delivery.detail)).toEqual([
      NOT_NOTED_DETAIL,
      NOT_NOTED_DETAIL,
    ]);
    full = false;
    clock += 60 * 60 * 1000;
    await outbox.runDue();
    await catcher.waitFor(() => true, 2);
    await settle();
    expect(catcher.caught).toHaveLength(2);
    const [sent] = await listAll(store);
    expect(sent?.deliveries.map((delivery) => delivery.state)).toEqual(["delivered", "delivered"]);
  });
});
