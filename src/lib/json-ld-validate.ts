// Checks a page's JSON-LD against json-ld-rules.ts: known types and properties only, every value
// of a kind its property takes, required properties present (recommended ones missing are
// warnings), and every @id reference resolving to a node of the right type in the same document.
import { SCHEMA_RULES, isA, isSchemaType, type SchemaType, type ValueKind } from "./json-ld-rules";
import { isEmailFormat } from "./leads/validation";
import { WEEK_DAYS } from "./opening-hours";

export interface JsonLdProblem {
  level: "error" | "warning";
  /** Where in the document, e.g. "ProfessionalService.address.postalCode". */
  at: string;
  message: string;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isReference = (value: JsonObject) => Object.keys(value).join() === "@id";

function isUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isDate(value: unknown): boolean {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

const DAY_NAMES = new Set<string>(WEEK_DAYS.flatMap((day) => [day, `https://schema.org/${day}`]));

const LITERAL_CHECKS: Record<
  Exclude<ValueKind, { node: readonly SchemaType[] }>,
  (v: unknown) => boolean
> = {
  Text: (v) => typeof v === "string" && v.trim() !== "",
  URL: isUrl,
  Date: isDate,
  Time: (v) => typeof v === "string" && /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(v),
  Integer: (v) => Number.isInteger(v),
  DayOfWeek: (v) => typeof v === "string" && DAY_NAMES.has(v),
  CountryCode: (v) => typeof v === "string" && /^[A-Z]{2}$/.test(v),
  Telephone: (v) => typeof v === "string" && /^\+\d[\d ]{6,}$/.test(v),
  Email: (v) => typeof v === "string" && isEmailFormat(v),
  URLTemplate: (v) =>
    typeof v === "string" &&
    v.includes("{search_term_string}") &&
    isUrl(v.replace("{search_term_string}", "term")),
};

/** The type a node declares, when it is one the rules know. */
function typeOf(value: JsonObject): SchemaType | null {
  const type = value["@type"];
  return typeof type === "string" && isSchemaType(type) ? type : null;
}

/** The document's top-level nodes: a @graph, an array of nodes or a single node. */
function topLevelNodes(document: unknown, problems: JsonLdProblem[]): JsonObject[] {
  const nodes = isObject(document) && "@graph" in document ? document["@graph"] : document;
  const withContext = isObject(document) ? [document] : asList(document).filter(isObject);
  for (const holder of withContext)
    if (holder["@context"] !== "https://schema.org")
      problems.push({ level: "error", at: "@context", message: 'is not "https://schema.org"' });
  const list = asList(nodes);
  if (list.length === 0 || !list.every(isObject)) {
    problems.push({ level: "error", at: "@graph", message: "holds no nodes" });
    return [];
  }
  return list.filter(isObject);
}

/** Every node with an @id anywhere in the document, by @id. */
function indexIds(value: unknown, index: Map<string, SchemaType | null>): void {
  if (Array.isArray(value)) value.forEach((item) => indexIds(item, index));
  if (!isObject(value)) return;
  const id = value["@id"];
  if (typeof id === "string" && !isReference(value)) index.set(id, typeOf(value));
  Object.values(value).forEach((item) => indexIds(item, index));
}

export function validateJsonLd(document: unknown): JsonLdProblem[] {
  const problems: JsonLdProblem[] = [];
  const nodes = topLevelNodes(document, problems);
  const ids = new Map<string, SchemaType | null>();
  indexIds(nodes, ids);
  const report = (level: JsonLdProblem["level"], at: string, message: string) =>
    problems.push({ level, at, message });

  function matchesNode(value: unknown, types: readonly SchemaType[], at: string): boolean {
    if (!isObject(value)) return false;
    if (isReference(value)) {
      const target = ids.get(String(value["@id"]));
      if (target === undefined) {
        report("error", at, `refers to ${String(value["@id"])}, which is not in the document`);
        return true;
      }
      return target !== null && types.some((type) => isA(target, type));
    }
    const type = typeOf(value);
    if (!type || !types.some((expected) => isA(type, expected))) return false;
    checkNode(value, at);
    return true;
  }

  function checkNode(value: JsonObject, at: string): void {
    const type = typeOf(value);
    if (!type) {
      report("error", at, `has an unknown @type ${JSON.stringify(value["@type"])}`);
      return;
    }
    const rules = SCHEMA_RULES[type];
    const id = value["@id"];
    if (id !== undefined && !isUrl(id)) report("error", `${at}.@id`, "is not an absolute URL");
    for (const [name, propertyValue] of Object.entries(value)) {
      if (name === "@type" || name === "@id" || (name === "@context" && at === type)) continue;
      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (!rule) {
        report("error", `${at}.${name}`, `is not a property the rules allow on ${type}`);
        continue;
      }
      asList(propertyValue).forEach((item, index) => {
        const where = Array.isArray(propertyValue) ? `${at}.${name}[${index}]` : `${at}.${name}`;
        const ok = rule.expects.some((kind) =>
          typeof kind === "string"
            ? LITERAL_CHECKS[kind](item)
            : matchesNode(item, kind.node, where),
        );
        if (!ok) report("error", where, `${JSON.stringify(item)} is not ${describe(rule.expects)}`);
      });
    }
    for (const [name, rule] of Object.entries(rules)) {
      const present = value[name] !== undefined && asList(value[name]).length > 0;
      if (present || rule.level === "optional") continue;
      report(
        rule.level === "required" ? "error" : "warning",
        `${at}.${name}`,
        `is ${rule.level} on ${type} but missing`,
      );
    }
  }

  for (const item of nodes) checkNode(item, typeOf(item) ?? "node");
  return problems;
}

function describe(kinds: readonly ValueKind[]): string {
  return kinds
    .map((kind) => (typeof kind === "string" ? kind : kind.node.join(" or ")))
    .join(" or ");
}

/** The @type of each top-level node of a JSON-LD document, in order. */
export function jsonLdTypes(document: unknown): string[] {
  const nodes = isObject(document) && "@graph" in document ? document["@graph"] : document;
  return asList(nodes)
    .filter(isObject)
    .map((item) => String(item["@type"]));
}
