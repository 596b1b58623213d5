// What is deleted is gone from every file: leads written with marker words in every field the
// inbox keeps (name, address, company, subject, message, a note, a reply) are purged, erased, or a member
// removed, and then each file of the data folder (the database, its log and its shared memory, an
// old leads.jsonl read in) is read byte by byte for those words, as UTF-8 and as UTF-16, while the store is still open.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InboxStore } from "../../../src/server/inbox/store";
import { sqliteStores } from "../../../src/server/stores";
import { erasePerson } from "../../../src/server/person-data";
import { purge } from "../../../src/server/purge";
import { JSONL_FILE } from "../../../src/server/store/jsonl-import";
import type { SqliteStore } from "../../../src/server/store/sqlite";
import type { DeliveryTarget } from "../../../src/server/store/types";
import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";

/** A person's words: each long enough, and unlike the others', to be found on its own. */
interface Person {
  name: string;
  email: string;
  company: string;
  message: string;
  note: string;
  /** A reply a member wrote to them from the inbox. */
  reply: string;
}

const PURGED: Person = {
  name: "Quillfeather Brannigan",
  email: "zanzibarquox@vellumtrove.example",
  company: "Oxblood Marmalade",
  message: "periwinkle xylophone gazebo",
  note: "tamarind zeppelin",
  reply: "cardamom trebuchet",
};
const ERASED: Person = {
  name: "Jubilant Fennimore",
  email: "wobbegong@kestrelfjord.example",
  company: "Yarrowmint Ltd",
  message: "harpsichord nightjar",
  note: "lugubrious dromedary",
  reply: "marzipan catapult",
};
const KEPT: Person = {
  name: "Cormorant Vixenbury",
  email: "ibisfalcon@stonecrop.example",
  company: "Umbravine",
  message: "gondolier",
  note: "mackintosh",
  reply: "bergamot",
};
const MEMBER = "teammate.quokkaberry@studio.example";

/** The words to look for: each whole, and its end (an index may keep a word after a prefix). */
const markers = (person: Person): string[] => [
  ...new Set(
    Object.values(person)
      .join(" ")
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 6 && word !== "example")
      .flatMap((word) => [word, word.slice(-6)]),
  ),
];

/** Every file under the folder, whole. */
async function everyFile(dir: string): Promise<{ name: string; bytes: Buffer }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => ({
        name: entry.name,
        bytes: await readFile(join(entry.parentPath, entry.name)),
      })),
  );
}

/** The words found in any file, in any case, as UTF-8 or UTF-16 (either byte order). */
async function found(dir: string, words: readonly string[]): Promise<string[]> {
  const files = await everyFile(dir);
  const lowered = files.map(({ bytes }) =>
    Buffer.from(bytes.toString("latin1").toLowerCase(), "latin1"),
  );
  return [
    ...new Set(
      words.filter((word) =>
        lowered.some(
          (bytes) =>
            bytes.includes(Buffer.from(word, "utf8")) ||
            bytes.includes(Buffer.from(word, "utf16le")) ||
            bytes.includes(Buffer.from(`\0${word.split("").join("\0")}`, "latin1")),
        ),
      ),
    ),
  ];
}

const TWO_YEARS_AGO = Date.now() - 25 * 31 * 24 * 60 * 60 * 1000;

let dir: string;
let store: SqliteStore;
let inbox: InboxStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "forgotten-words-"));
  ({ store, inbox } = sqliteStores(dir));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

let keys = 0;
/** An enquiry and a consultation request from the person, each with a note; resolves with ids. */
async function enquiries(person: Person, receivedAt?: number): Promise<string[]> {
  const targets: DeliveryTarget[] = ["owner-email"];
  const made = [
    await store.add({
      kind: "contact",
      idempotencyKey: `key-${(keys += 1)}`,
      requestHash: "h",
      record: {
        ...EMPTY_CONTACT_DRAFT,
        name: person.name,
        email: person.email,
        subject: person.company,
        message: person.message,
      },
      targets,
    }),
    await store.add({
      kind: "lead",
      idempotencyKey: `key-${(keys += 1)}`,
      requestHash: "h",
      record: {
        name: person.name,
        email: person.email,
        company: person.company,
        source: "consultation_booking",
        message: person.message,
      },
      targets,
    }),
  ];
  const ids = made.map((one) => one.id);
  for (const id of ids) {
    await inbox.addNote(id, person.note, "owner@studio.example", new Date());
    const reply = {
      at: new Date(),
      by: "owner@studio.example",
      subject: "Re: your enquiry",
      body: person.reply,
      messageId: `<reply-${id}@studio.example>`,
      inReplyTo: null,
    };
    expect(await inbox.oweReply(id, reply)).toBe("owed");
    if (receivedAt !== undefined) {
      store.db().prepare("UPDATE submissions SET received_at = ? WHERE id = ?").run(receivedAt, id);
    }
  }
  return ids;
}

describe("the data folder after deleting", () => {
  it("holds no word of a purged lead, an erased person or a removed member", async () => {
    // An old leads.jsonl, read in at the store's first start and left in place, holds one more.
    const old = {
      kind: "lead",
      id: "44444444-4444-4444-8444-444444444444",
      idempotencyKey: null,
      receivedAt: new Date(TWO_YEARS_AGO).toISOString(),
      record: { ...PURGED, source: "consultation_booking" },
      deliveries: [],
    };
    await writeFile(join(dir, JSONL_FILE), `${JSON.stringify(old)}\n`);
    await enquiries(PURGED, TWO_YEARS_AGO);
    for (const won of await enquiries(KEPT, TWO_YEARS_AGO)) {
      await inbox.setStatus(won, "won", "owner@studio.example", new Date());
    }
    await enquiries(ERASED);
    const member = await inbox.addAccount(MEMBER, "member", new Date());
    await inbox.createSession({
      idHash: "quokkaberry-session",
      accountId: member.id,
      csrfToken: "quokkaberry-csrf",
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      idleUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(store.db().pragma("secure_delete", { simple: true })).toBe(1);
    // Every word is on disk to begin with: the search reads them where they are written.
    expect(await found(dir, markers(PURGED))).toEqual(markers(PURGED));

    const purged = await purge({ store, inbox });
    expect(purged.submissions.enquiry).toBe(3);
    expect(await found(dir, markers(PURGED))).toEqual([]);
    // The won enquiry stays, words and all, and so does the newer one.
    expect(await found(dir, markers(KEPT))).toEqual(markers(KEPT));
    expect(await found(dir, markers(ERASED))).toEqual(markers(ERASED));

    const erased = await erasePerson(store, ERASED.email, {
      settings: { subscribe: { to: "store" } },
      fetch,
      by: "owner",
    });
    expect(erased).toMatchObject({ submissions: 2, left: null });
    expect(await found(dir, markers(ERASED))).toEqual([]);
    expect(await found(dir, markers(KEPT))).toEqual(markers(KEPT));

    const memberWords = ["quokkaberry"];
    expect(await found(dir, memberWords)).toEqual(memberWords);
    expect(await inbox.removeAccount(member.id)).toBe("removed");
    expect(await found(dir, memberWords)).toEqual([]);
  });
});
