import { parse } from "node-html-parser";
import { escapeMarkup } from "../lib/escape";
import { withoutScripts } from "./form-page";

/**
 * A built page that an emailed link opens (/unsubscribe, /privacy/my-data/yours), with the link's
 * token in each of its forms, so that they work with or without scripts; and, given `texts`, the
 * elements those selectors name filled with text (escaped here). Null when the page has no such
 * form. The token is URL-safe base64 (checked here), so it needs no escaping in an attribute.
 */
export function pageWithToken(
  html: string,
  field: string,
  token: string,
  texts: Record<string, string> = {},
): string | null {
  if (!/^[\w-]+$/.test(token)) return null;
  const root = parse(html, { comment: false });
  const inputs = root.querySelectorAll(`form input[name="${field}"]`);
  if (!inputs.length) return null;
  for (const input of inputs) input.setAttribute("value", token);
  for (const [selector, text] of Object.entries(texts)) {
    for (const element of root.querySelectorAll(selector)) element.set_content(escapeMarkup(text));
  }
  withoutScripts(root);
  return root.toString();
}
