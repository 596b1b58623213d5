// Calls grouped while one group is under way (src/server/store/grouped.ts): how PostgreSQL's
// adds, lookups and rate-limit counts share statements.
import fc from "fast-check";
import { grouped, groupedLookup } from "../../../src/server/store/grouped";

const tick = () => new Promise((resolve) => setImmediate(resolve));

it("sends the first call alone and those arriving meanwhile together, in order", async () => {
  const groups: number[][] = [];
  let finish: () => void = () => undefined;
  const call = grouped<number>(async (group) => {
    groups.push(group);
    await new Promise<void>((resolve) => (finish = resolve));
  });
  call(1);
  call(2);
  call(3);
  await tick();
  expect(groups).toEqual([[1]]);
  finish();
  await tick();
  expect(groups).toEqual([[1], [2, 3]]);
  finish();
  await tick();
  call(4);
  await tick();
  expect(groups).toEqual([[1], [2, 3], [4]]);
});

it("goes on with the next group when one throws", async () => {
  const seen: string[] = [];
  const call = grouped<string>(async (group) => {
    seen.push(...group);
    if (group.includes("bad")) throw new Error("a bug in run");
  });
  call("bad");
  call("next");
  await tick();
  await tick();
  call("later");
  await tick();
  expect(seen).toEqual(["bad", "next", "later"]);
});

it("answers each asker its own key, asking once for keys asked together", async () => {
  const asked: string[][] = [];
  const lookup = groupedLookup("a test's lookup", 1_000, async (keys: string[]) => {
    asked.push(keys);
    return new Map(keys.filter((key) => key !== "none").map((key) => [key, key.toUpperCase()]));
  });
  const answers = await Promise.all(["a", "b", "b", "none"].map((key) => lookup(key)));
  expect(answers).toEqual(["A", "B", "B", undefined]);
  expect(asked).toEqual([["a"], ["b", "none"]]);
});

it("fails a lookup that has no answer within its deadline", async () => {
  let calls = 0;
  const lookup = groupedLookup("a test's lookup", 50, async (keys: string[]) => {
    calls += 1;
    if (calls === 1) await new Promise(() => undefined);
    return new Map(keys.map((key) => [key, true]));
  });
  await expect(lookup("stuck")).rejects.toThrow("a test's lookup took over 50 ms");
});

it("runs every call once, in the order it came, one group at a time, however calls arrive", async () => {
  // Each step: a call, or a pause of some ticks (so groups finish in between); some runs throw.
  const step = fc.oneof(
    fc.nat(3).map((ticks) => ({ ticks })),
    fc.boolean().map((fails) => ({ fails })),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
      const ran: number[] = [];
      let running = 0;
      let overlapped = false;
      const call = grouped<{ n: number; fails: boolean }>(async (group) => {
        running += 1;
        overlapped ||= running > 1;
        await tick();
        ran.push(...group.map((one) => one.n));
        running -= 1;
        if (group.some((one) => one.fails)) throw new Error("a failing run");
      });
      let n = 0;
      for (const one of steps) {
        if ("ticks" in one) for (let i = 0; i < one.ticks; i += 1) await tick();
        else call({ n: n++, fails: one.fails });
      }
      for (let i = 0; i < n + 2; i += 1) await tick();
      expect(overlapped).toBe(false);
      expect(ran).toEqual(Array.from({ length: n }, (_, i) => i));
    }),
  );
});
