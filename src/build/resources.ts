// The documents in content/resources (the guide, the ROI report): read at build time into the
// page the site shows (HTML, sanitised like an article) and the PDF it offers (from the same tree).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import toHtml from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import remark from "remark";
import remarkGfm from "remark-gfm";
import type { MdNode } from "../documents/MarkdownPdf";
import { isResourceId, RESOURCE_IDS, type ResourceId } from "../lib/leads/lead-purpose";

export const RESOURCES_DIR = path.resolve("content/resources");

export interface ResourceFile {
  id: ResourceId;
  title: string;
  subtitle: string;
  edition: string;
  markdown: string;
  tree: MdNode;
}

function field(data: Record<string, unknown>, name: string, file: string): string {
  const value = data[name];
  if (typeof value !== "string" || !value.trim())
    throw new Error(`${file}: front matter needs ${name}`);
  return value.trim();
}

/** Every resource, one per lead magnet that is a document; a missing or stray file stops the build. */
export function readResources(dir: string = RESOURCES_DIR): ResourceFile[] {
  const files = readdirSync(dir).filter((file) => file.endsWith(".md"));
  const resources = files.map((file): ResourceFile => {
    const { data, content } = matter(readFileSync(path.join(dir, file), "utf8"));
    const id = data.id;
    if (!isResourceId(id) || `${id}.md` !== file)
      throw new Error(`${file}: id must be its file name, one of ${RESOURCE_IDS.join(", ")}`);
    return {
      id,
      title: field(data, "title", file),
      subtitle: field(data, "subtitle", file),
      edition: field(data, "edition", file),
      markdown: content,
      tree: remark().use(remarkGfm).parse(content) as MdNode,
    };
  });
  const missing = RESOURCE_IDS.filter((id) => !resources.some((resource) => resource.id === id));
  if (missing.length) throw new Error(`content/resources lacks ${missing.join(", ")}`);
  return resources;
}

/** The resource's body as HTML (GitHub-flavoured markdown: tables included), before sanitising. */
export function resourceHtml(resource: ResourceFile): string {
  const tree = remark().use(remarkGfm).parse(resource.markdown);
  return toHtml(toHast(tree));
}
