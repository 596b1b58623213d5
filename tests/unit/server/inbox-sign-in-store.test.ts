// What sign-in keeps in the store, on both databases: the last owner kept against removals at
// once, one-time values gone with their window, refusals counted per day, and which accounts may
// sign in by emailed link.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sqliteStores } from "../../../src/server/stores";
import { bothStores, type Opened } from "./inbox-stores";

const RACES = 20;

const passkeyOf = (accountId: string, id: string) => ({
  id,
  accountId,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: [],
  createdAt: new Date().toISOString(),
});

describe.each(bothStores())("sign-in on the %s store", (_name, open) => {
  let opened: Opened;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.cleanup());

  it("keeps one owner when two remove each other at once, every time", async () => {
    const { inbox } = opened;
    let kept = await inbox.addAccount("first@example.com", "owner", new Date());
    for (let round = 0; round < RACES; round += 1) {
      const other = await inbox.addAccount(`owner${round}@example.com`, "owner", new Date());
      const outcomes = await Promise.all([
        inbox.removeAccount(kept.id),
        inbox.removeAccount(other.id),
      ]);
      expect(outcomes.sort()).toEqual(["last-owner", "removed"]);
      const owners = (await inbox.members()).filter((member) => member.role === "owner");
      expect(owners).toHaveLength(1);
      kept = (await inbox.account(owners[0]?.id ?? "")) ?? kept;
    }
  });

  it("removes a member, and says when there is none", async () => {
    const { inbox } = opened;
    await inbox.addAccount("owner@example.com", "owner", new Date());
    const pat = await inbox.addAccount("pat@example.com", "member", new Date());
    expect(await inbox.removeAccount(pat.id)).toBe("removed");
    expect(await inbox.removeAccount(pat.id)).toBe("missing");
  });

  it("forgets expired one-time values as new ones are kept", async () => {
    const { inbox } = opened;
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    for (let i = 0; i < 5; i += 1) {
      await inbox.saveOnce(`old${i}`, { kind: "challenge", accountId: null, expiresAt: past });
    }
    await inbox.saveOnce("new", { kind: "challenge", accountId: null, expiresAt: future });
    expect(await opened.rows("inbox_once")).toBe(1);
  });

  it("counts refusals per day and way, and forgets them with the audit trail", async () => {
    const { inbox } = opened;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    for (const [way, at] of [
      ["passkey", day(1)],
      ["passkey", day(1)],
      ["emailed link", day(1)],
      ["passkey", day(2)],
    ] as const) {
      await inbox.refused(way, at);
    }
    expect(await inbox.refusals(day(1))).toEqual([
      { day: "2026-11-02", way: "passkey", count: 1 },
      { day: "2026-11-01", way: "emailed link", count: 1 },
      { day: "2026-11-01", way: "passkey", count: 2 },
    ]);
    expect(await inbox.refusals(day(2))).toHaveLength(1);
    await inbox.tidy(day(3), day(2));
    expect(await inbox.refusals(day(1))).toEqual([{ day: "2026-11-02", way: "passkey", count: 1 }]);
  });

  it("lets an account use links with a passkey or a live invitation only", async () => {
    const { inbox } = opened;
    const now = new Date();
    const later = new Date(now.getTime() + 60_000).toISOString();
    const earlier = new Date(now.getTime() - 60_000).toISOString();
    const ada = await inbox.addAccount("ada@example.com", "member", now);
    expect(await inbox.mayUseLinks(ada.id, now)).toBe(false);
    await inbox.saveOnce("expired", { kind: "invite", accountId: ada.id, expiresAt: earlier });
    expect(await inbox.mayUseLinks(ada.id, now)).toBe(false);
    await inbox.saveOnce("live", { kind: "invite", accountId: ada.id, expiresAt: later });
    expect(await inbox.mayUseLinks(ada.id, now)).toBe(true);
    const bea = await inbox.addAccount("bea@example.com", "member", now);
    await inbox.addPasskey(passkeyOf(bea.id, "bea-key"));
    expect(await inbox.mayUseLinks(bea.id, now)).toBe(true);
  });

  it("counts sign-in hits in windows", async () => {
    const hits = opened.inbox.signInHits();
    expect((await hits.hit("k", 60_000, 5)).count).toBe(1);
    expect((await hits.hit("k", 60_000, 5)).count).toBe(2);
    expect((await hits.hit("other", 60_000, 5)).count).toBe(1);
  });
});

describe("the sign-in limits on SQLite", () => {
  it("outlive a restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "inbox-hits-"));
    try {
      const first = sqliteStores(dir);
      await first.inbox.signInHits().hit("client", 60_000, 5);
      await first.inbox.signInHits().hit("client", 60_000, 5);
      await first.store.close();
      const again = sqliteStores(dir);
      expect((await again.inbox.signInHits().hit("client", 60_000, 5)).count).toBe(3);
      await again.store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
