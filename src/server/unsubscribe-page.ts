import { parse } from "node-html-parser";
import { UNSUBSCRIBE_TOKEN_FIELD } from "../lib/leads/unsubscribe";
import { withoutScripts } from "./form-page";

/**
 * The built /unsubscribe page with the link's token in its form, so that the button works with or
 * without scripts; null when the page has no such form. The token is URL-safe base64 (checked
 * before this), so it needs no escaping in an attribute.
 */
export function pageWithToken(html: string, token: string): string | null {
  if (!/^[\w-]+$/.test(token)) return null;
  const root = parse(html, { comment: false });
  const input = root.querySelector(`form input[name="${UNSUBSCRIBE_TOKEN_FIELD}"]`);
  if (!input) return null;
  input.setAttribute("value", token);
  withoutScripts(root);
  return root.toString();
}
