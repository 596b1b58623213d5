/** @jest-environment jsdom */
import createCache from "@emotion/cache";
import { StyleSheet } from "@emotion/sheet";
import { adoptServerStyleTags } from "../../src/browser/adopt-server-styles";

/** The head as the build writes it: Emotion's tags first, then the rest of the head. */
function serverHead() {
  document.head.innerHTML = [
    '<style data-emotion="css a1 b2" data-s="">.css-a1{color:red}.css-b2{margin:0}</style>',
    '<style data-emotion="css-global g3" data-s="">body{margin:0}</style>',
    '<meta name="description" content="x">',
  ].join("");
  return [...document.head.querySelectorAll("style")];
}

/** Every node taken out of the head while `run` goes on. */
async function removedWhile(run: () => void): Promise<Node[]> {
  const removed: Node[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((record) => removed.push(...record.removedNodes)),
  );
  observer.observe(document.head, { childList: true });
  run();
  await Promise.resolve();
  removed.push(...observer.takeRecords().flatMap((record) => [...record.removedNodes]));
  observer.disconnect();
  return removed;
}

describe("adoptServerStyleTags", () => {
  beforeAll(() => adoptServerStyleTags());

  it("lets Emotion's cache take over the build's style tags without moving them", async () => {
    const [classes, global] = serverHead();
    let cache: ReturnType<typeof createCache> | undefined;
    await expect(removedWhile(() => (cache = createCache({ key: "css" })))).resolves.toEqual([]);
    expect(cache?.inserted).toEqual({ a1: true, b2: true });
    expect(cache?.sheet.tags).toEqual([classes]);
    expect([...document.head.children].map((node) => node.tagName)).toEqual([
      "STYLE",
      "STYLE",
      "META",
    ]);
    expect(document.head.firstChild).toBe(classes);
    expect(classes.nextSibling).toBe(global);
  });

  it("keeps a global block in place too, as <Global> takes it over", async () => {
    const [, global] = serverHead();
    const sheet = new StyleSheet({ key: "css-global", container: document.head });
    await expect(removedWhile(() => sheet.hydrate([global]))).resolves.toEqual([]);
    expect(sheet.tags).toEqual([global]);
  });

  it("still inserts a tag from elsewhere, and later rules after the tags it took over", () => {
    const [classes] = serverHead();
    const stray = document.createElement("style");
    document.body.append(stray);
    const sheet = new StyleSheet({ key: "css", container: document.head });
    sheet.hydrate([classes, stray]);
    expect(stray.parentNode).toBe(document.head);
    expect(classes.nextSibling).toBe(stray);
    sheet.insert(".css-c4{padding:0}");
    expect(sheet.tags).toHaveLength(3);
    expect(stray.nextSibling).toBe(sheet.tags[2]);
  });

  it("changes Emotion's sheet once, however often it is called", () => {
    const hydrate = StyleSheet.prototype.hydrate;
    adoptServerStyleTags();
    expect(StyleSheet.prototype.hydrate).toBe(hydrate);
  });
});
