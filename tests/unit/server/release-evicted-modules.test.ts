import { join } from "node:path";
import {
  releaseEvictedModules,
  type LoadedModule,
  type ModuleCache,
} from "../../../src/server/release-evicted-modules";

const loaded = (filename: string, children: LoadedModule[] = []): LoadedModule => ({
  id: filename,
  filename,
  children,
});

describe("releasing functions gatsby serve loaded afresh", () => {
  const compiled = join("/site", ".cache", "functions", "subscribe.js");

  it("drops evicted copies of compiled functions from their parent's children, and only those", () => {
    const copies = Array.from({ length: 5 }, () => loaded(compiled));
    const live = copies[4] as LoadedModule;
    const evictedOther = loaded("/site/node_modules/other.js");
    const middleware = loaded("/site/node_modules/gatsby/middleware.js", [...copies, evictedOther]);
    const cache: ModuleCache = { [middleware.id]: middleware, [compiled]: live };

    expect(releaseEvictedModules(cache)).toBe(4);
    expect(middleware.children).toEqual([live, evictedOther]);
    expect(middleware.children[0]).toBe(live);
    expect(releaseEvictedModules(cache)).toBe(0);
  });

  it("runs against Node's own module cache by default", () => {
    expect(releaseEvictedModules()).toBeGreaterThanOrEqual(0);
  });
});
