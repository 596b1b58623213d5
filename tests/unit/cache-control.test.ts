import { cacheControlFor, IMMUTABLE, REVALIDATE } from "../../src/lib/cache-control";

describe("how long a built file may be kept", () => {
  it.each([
    "app-138e5570a156f9029d2b.js",
    "framework-f85b69875d1d6a483d18.js",
    "webpack-runtime-a8d9c7697cd134307d33.js",
    "component---src-pages-index-tsx-45b32ea617e6180ed44e.js",
    "173bbe35629a6fcc6de790ed32cd041fc9a7ebf5-f01fcabc30b33d144648.js",
    "styles.3bff87250f52cc805d8b.css",
    "static/inter-latin-core-wght-15e2b826634c6adcf93aadcb0752e3a3.woff2",
  ])("%s is named by its content's hash: a year", (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    "index.html",
    "contact/index.html",
    "page-data/app-data.json",
    "form-problems.css",
    "favicon.svg",
    "sw.js",
    "search-index.json",
    "app-138e5570a156f9029d2b.js.LICENSE.txt",
    "app-1a2b3c.js",
  ])("%s is not: checked every time", (file) => {
    expect(cacheControlFor(file)).toBe(REVALIDATE);
  });
});
