// A small SVG drawn in the page's own markup instead of through an <img>. Chromium makes a whole
// document for every SVG an <img> shows, and for a data URI it lays that document out while the
// HTML is still being parsed: six covers gave /blog's parse task layouts of its own, so Lighthouse
// took that task, not the page's real first layout, as the one the first paint waits for.
//
// The markup comes from the site's static folder, but an editor chooses the file, so it is
// written into the page only if it is plain drawing: known shapes and paint attributes, nothing
// that runs, links or loads. Anything else keeps to an <img>, where an SVG can do none of that.

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "path",
]);

const ATTRIBUTES = new Set([
  "xmlns",
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "transform",
  "id",
  "offset",
  "gradientUnits",
  "gradientTransform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stop-color",
  "stop-opacity",
  "opacity",
  "role",
  "aria-label",
]);

// What the page's <img> said about the drawing; the element around the inline drawing says it now.
const ROOT_ONLY = new Set(["width", "height", "role", "aria-label"]);

const TAG = /\s*<(\/?)([A-Z]+)((?:\s+[A-Z][\w:-]*="[^"<>]*")*)\s*(\/?)>/iy;
const ATTRIBUTE = /([A-Z][\w:-]*)="([^"]*)"/gi;
// Numbers, colours, path data, transforms and references to the drawing's own ids: no scheme
// (no colon), so nothing can point outside the page.
const SAFE_VALUE = /^[\w\s#.,%()-]*$/;
const REFERENCE = /url\(([^)]*)\)/g;
const LOCAL_REFERENCE = /^#[\w-]+$/;

interface Tag {
  closing: boolean;
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
}

function readTags(svg: string): Tag[] | null {
  const tags: Tag[] = [];
  const end = svg.trimEnd().length;
  TAG.lastIndex = 0;
  while (TAG.lastIndex < end) {
    const match = TAG.exec(svg);
    if (!match) return null;
    const [, closing, name, attributes, selfClosing] = match;
    tags.push({
      closing: closing === "/",
      name,
      attributes: [...attributes.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]),
      selfClosing: selfClosing === "/",
    });
  }
  return tags;
}

function safeValue(name: string, value: string): boolean {
  if (name === "xmlns") return value === SVG_NAMESPACE;
  if (name === "aria-label") return true;
  if (!SAFE_VALUE.test(value)) return false;
  return [...value.matchAll(REFERENCE)].every(([, target]) => LOCAL_REFERENCE.test(target));
}

/** Whether the tags are one balanced <svg> element of known, inert parts. */
function plainDrawing(tags: Tag[]): boolean {
  const open: string[] = [];
  for (const [index, tag] of tags.entries()) {
    if (!ELEMENTS.has(tag.name)) return false;
    if (index === 0 && (tag.name !== "svg" || tag.closing)) return false;
    if (index > 0 && open.length === 0) return false;
    if (tag.closing) {
      if (open.pop() !== tag.name || tag.attributes.length > 0) return false;
      continue;
    }
    for (const [name, value] of tag.attributes) {
      if (!ATTRIBUTES.has(name) || !safeValue(name, value)) return false;
    }
    if (!tag.selfClosing) open.push(tag.name);
  }
  return tags.length > 0 && open.length === 0;
}

const scoped = (prefix: string, value: string) =>
  value.replace(REFERENCE, (_, target: string) => `url(#${prefix}${target.slice(1)})`);

function writeTag(tag: Tag, isRoot: boolean, prefix: string): string {
  if (tag.closing) return `</${tag.name}>`;
  const attributes = tag.attributes
    .filter(([name]) => !(isRoot && ROOT_ONLY.has(name)))
    .map(([name, value]) =>
      name === "id" ? [name, `${prefix}${value}`] : [name, scoped(prefix, value)],
    );
  if (isRoot) {
    // Drawn over the box it is given, as an <img> with object-fit: cover would be.
    attributes.push(["preserveAspectRatio", "xMidYMid slice"]);
    attributes.push(["aria-hidden", "true"], ["focusable", "false"]);
  }
  const written = attributes.map(([name, value]) => ` ${name}="${value}"`).join("");
  return `<${tag.name}${written}${tag.selfClosing ? "/" : ""}>`;
}

/**
 * The SVG's markup to write into the page, or null when it is anything but plain drawing. Its ids
 * (and the references to them) start with `idPrefix`, so two drawings on one page cannot take
 * each other's gradients. The root loses its size, which the box around it sets, and its label,
 * which that box carries.
 */
export function inlineSvgMarkup(svg: string, idPrefix: string): string | null {
  const tags = readTags(svg);
  if (!tags || !plainDrawing(tags)) return null;
  return tags.map((tag, index) => writeTag(tag, index === 0, idPrefix)).join("");
}
