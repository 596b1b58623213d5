// Calls grouped while one group is under way (src/server/store/grouped.ts): how PostgreSQL's
// adds, lookups and rate-limit counts share statements.
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
