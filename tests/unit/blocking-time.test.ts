import { blockingTime, totalBlockingTime } from "../../scripts/lib/blocking-time.mjs";

describe("blockingTime", () => {
  it("counts each long task's time over 50 ms until the first 3 s without one", () => {
    const tasks = [
      { startTime: 400, duration: 120 },
      { startTime: 900, duration: 80 },
      { startTime: 2500, duration: 260 },
      // After 3,240 ms of quiet: outside the window, so not counted.
      { startTime: 6000, duration: 500 },
    ];
    expect(blockingTime(tasks, 9000)).toEqual({ quietAtMs: 2760, tbtMs: 70 + 30 + 210 });
  });

  it("reads the tasks in time order, whatever order they come in", () => {
    const tasks = [
      { startTime: 7000, duration: 90 },
      { startTime: 2500, duration: 260 },
      { startTime: 400, duration: 120 },
    ];
    expect(blockingTime(tasks, 8000)).toEqual({ quietAtMs: 2760, tbtMs: 280 });
  });

  it("knows nothing yet while the quiet window has not passed", () => {
    expect(blockingTime([{ startTime: 1000, duration: 90 }], 3999)).toBeNull();
    expect(blockingTime([{ startTime: 1000, duration: 90 }], 4090)).toEqual({
      quietAtMs: 1090,
      tbtMs: 40,
    });
  });

  it("is quiet from navigation on a page with no long task", () => {
    expect(blockingTime([], 3000)).toEqual({ quietAtMs: 0, tbtMs: 0 });
    expect(blockingTime([], 2999)).toBeNull();
  });

  it("takes a shorter window when asked", () => {
    const tasks = [
      { startTime: 100, duration: 60 },
      { startTime: 1500, duration: 150 },
    ];
    expect(blockingTime(tasks, 5000, 1000)).toEqual({ quietAtMs: 160, tbtMs: 10 });
  });
});

describe("totalBlockingTime", () => {
  it("adds every task's time over 50 ms, however late", () => {
    const tasks = [
      { startTime: 100, duration: 45 },
      { startTime: 200, duration: 75 },
      { startTime: 20_000, duration: 350 },
    ];
    expect(totalBlockingTime(tasks)).toBe(25 + 300);
  });
});
