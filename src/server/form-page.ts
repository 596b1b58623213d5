import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import type { FieldErrors } from "../lib/leads/fields";
import { FORM_ID_FIELD, type FormId } from "../lib/leads/form-ids";
import type { PostedFields } from "../lib/leads/form-posts";
import type { LeadProblem } from "../lib/leads/types";
import { escapeMarkup } from "../lib/escape";

// A form posted without scripts that cannot be taken comes back as the page it was on, with what
// the visitor typed and each problem beside its field, as the scripts would show them. The page is
// the built one with its scripts taken out, so nothing hydrates over it; its few extra styles come
// from a file of the site's own (static/form-problems.css), which the security policy allows.

export const FORM_PROBLEMS_CSS = "/form-problems.css";

/**
 * The hidden field the form on a problem page carries the visitor's page in: that page is posted
 * from the endpoint's address, which is all its Referer can name.
 */
export const FORM_PAGE_FIELD = "_page";

/** Built pages are named by route: /contact is contact/index.html (or contact.html on some hosts). */
const ROUTE = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** A path that could be one of the site's pages ("/", "/blog/saas-launch-guide"), and no more. */
export const isSitePath = (path: string): boolean => path.length <= 200 && ROUTE.test(path);

/**
 * The page a form post came from: the one its problem page carried, when it is one of our page
 * paths, else the one its Referer named (src/server/http/same-site).
 */
export function postedFromPage(fields: PostedFields, referred: string | null): string | null {
  const carried = fields.get(FORM_PAGE_FIELD)?.[0];
  return carried !== undefined && isSitePath(carried) ? carried : referred;
}

/** The built page for a route, or null when there is none (or the route is not one of ours). */
export async function readBuiltPage(publicDir: string, route: string): Promise<string | null> {
  if (!isSitePath(route)) return null;
  const candidates =
    route === "/" ? ["index.html"] : [join(route.slice(1), "index.html"), `${route.slice(1)}.html`];
  for (const file of candidates) {
    const html = await readFile(join(publicDir, file), "utf8").catch(() => null);
    if (html !== null) return html;
  }
  return null;
}

export interface ProblemsToShow {
  formId: FormId;
  /** What the visitor posted, put back into the fields. */
  fields: PostedFields;
  /** Each field's problem, beside the field. */
  problems: FieldErrors<string>;
  /** A problem with the whole submission (too many requests, a fault of ours). */
  summary?: LeadProblem;
  /** The visitor's page, carried through the form to its next post; null when unknown. */
  page?: string | null;
}

function findForm(root: HTMLElement, formId: FormId): HTMLElement | undefined {
  return root
    .querySelectorAll("form")
    .find(
      (form) =>
        form.querySelector(`input[name="${FORM_ID_FIELD}"]`)?.getAttribute("value") === formId,
    );
}

/** The label's own words, without the asterisk and the "(required)" read to screen readers. */
function labelText(form: HTMLElement, control: HTMLElement): string {
  const id = control.getAttribute("id");
  const label = id ? form.querySelector(`label[for="${id}"]`) : null;
  if (!label) return control.getAttribute("name") ?? "";
  const copy = parse(label.innerHTML);
  for (const span of copy.querySelectorAll("span")) span.remove();
  return copy.textContent.trim();
}

/**
 * Sets (or with null removes) an attribute to text we escape ourselves. The parser stores the
 * value as markup and quotes it through JSON, so a backslash or a control character is written as
 * a character reference, which JSON leaves as it is.
 */
export function setAttribute(element: HTMLElement, name: string, text: string | null): void {
  if (text === null) {
    element.removeAttribute(name);
    return;
  }
  const markup = escapeMarkup(text).replace(
    /[\\\p{Cc}]/gu,
    (char) => `&#x${char.charCodeAt(0).toString(16)};`,
  );
  element.setAttribute(name, markup);
}

/** Puts what was sent back into a control: a field's value, a choice chosen, a box ticked. */
export function fillControl(control: HTMLElement, values: readonly string[]): void {
  const tag = control.tagName.toLowerCase();
  const value = values[0] ?? "";
  if (tag === "textarea") {
    // The HTML parser drops a textarea's first line break: one more keeps the visitor's.
    control.set_content(escapeMarkup(value.startsWith("\n") ? `\n${value}` : value));
  } else if (tag === "select") {
    for (const option of control.querySelectorAll("option")) {
      setAttribute(option, "selected", option.getAttribute("value") === value ? "" : null);
    }
  } else if (["radio", "checkbox"].includes(control.getAttribute("type") ?? "")) {
    const chosen = values.includes(control.getAttribute("value") ?? "");
    setAttribute(control, "checked", chosen ? "" : null);
  } else if (control.getAttribute("type") !== "hidden") {
    setAttribute(control, "value", value);
  }
}

const problemLine = (id: string, text: string): string =>
  `<p class="form-problem" id="${escapeMarkup(id)}">${escapeMarkup(text)}</p>`;

function summaryBox(items: string[], summary: LeadProblem | undefined): string {
  const lead = summary
    ? `<p class="form-problems-title">${escapeMarkup(summary.error)}</p><p>${escapeMarkup(summary.hint)}</p>`
    : `<p class="form-problems-title">There is a problem</p>`;
  const list = items.length ? `<ul>${items.join("")}</ul>` : "";
  // autofocus brings the box into view and to screen readers as the page opens, with no script.
  return `<div class="form-problems" role="alert" tabindex="-1" autofocus>${lead}${list}</div>`;
}

/**
 * The built page with the form filled and its problems shown; null when the form is not in it
 * (the assessment's and the exit popup's forms only exist once the scripts have drawn them).
 */
export function renderFormPage(html: string, show: ProblemsToShow): string | null {
  const root = parse(html, { comment: false });
  const form = findForm(root, show.formId);
  if (!form) return null;
  showProblems(form, show);
  form.querySelector(`input[name="${FORM_PAGE_FIELD}"]`)?.remove();
  if (show.page && isSitePath(show.page)) {
    form.insertAdjacentHTML(
      "beforeend",
      `<input type="hidden" name="${FORM_PAGE_FIELD}" value="${escapeMarkup(show.page)}">`,
    );
  }
  asProblemPage(root);
  return root.toString();
}

/**
 * A form filled with what was sent, each problem under its field (a problem whose field the form
 * does not hold only in the summary), and the summary at its top.
 */
export function showProblems(
  form: HTMLElement,
  show: Pick<ProblemsToShow, "fields" | "problems" | "summary">,
): void {
  const items: string[] = [];
  for (const control of form.querySelectorAll("input, select, textarea")) {
    const name = control.getAttribute("name");
    if (!name || name === FORM_ID_FIELD) continue;
    const values = show.fields.get(name);
    if (values) fillControl(control, values);
    const problem = show.problems[name];
    const id = control.getAttribute("id");
    if (!problem || !id || items.some((item) => item.includes(`href="#${id}"`))) continue;
    const errorId = `${id}-problem`;
    const describedBy = [control.getAttribute("aria-describedby"), errorId]
      .filter(Boolean)
      .join(" ");
    setAttribute(control, "aria-invalid", "true");
    setAttribute(control, "aria-describedby", describedBy);
    const field = form.querySelector(`label[for="${id}"]`)?.parentNode;
    field?.insertAdjacentHTML("beforeend", problemLine(errorId, problem.error));
    items.push(
      `<li><a href="#${escapeMarkup(id)}">${escapeMarkup(labelText(form, control))}: ${escapeMarkup(problem.error)}</a></li>`,
    );
  }
  const unplaced = Object.entries(show.problems).filter(
    ([name]) => !form.querySelector(`[name="${name}"]`),
  );
  for (const [, problem] of unplaced) {
    if (problem) items.push(`<li>${escapeMarkup(problem.error)}</li>`);
  }
  form.insertAdjacentHTML("afterbegin", summaryBox(items, show.summary));
}

/**
 * A built page made into one that shows problems: no scripts to hydrate over what the server
 * changed, "Error: " before its title, never indexed, and the problems' styles.
 */
export function asProblemPage(root: HTMLElement): void {
  withoutScripts(root);
  const head = root.querySelector("head");
  const title = root.querySelector("title");
  if (title) title.set_content(`Error: ${escapeMarkup(title.textContent)}`);
  head?.querySelector('meta[name="robots"]')?.remove();
  head?.insertAdjacentHTML(
    "beforeend",
    `<meta name="robots" content="noindex"><link rel="stylesheet" href="${FORM_PROBLEMS_CSS}">`,
  );
}

/** Takes a built page's scripts out, so that nothing hydrates over what the server changed. */
export function withoutScripts(root: HTMLElement): void {
  for (const element of root.querySelectorAll("script, link[as=script], link[rel=modulepreload]")) {
    element.remove();
  }
}

/**
 * The page for a post we cannot show on its form (a form the built pages hold only once scripts
 * have drawn it, or no form at all): the problems, and the way back.
 */
export function renderProblemPage(
  problems: readonly LeadProblem[],
  summary: LeadProblem | undefined,
  backTo: string,
): string {
  const items = problems.map((problem) => `<li>${escapeMarkup(problem.error)}</li>`);
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Error: your details were not sent</title>
<link rel="stylesheet" href="${FORM_PROBLEMS_CSS}"></head>
<body class="form-problems-page"><main>${summaryBox(items, summary)}
<p><a href="${escapeMarkup(backTo)}">Go back to the form</a>: your browser's Back button keeps what you typed.</p>
</main></body></html>`;
}
