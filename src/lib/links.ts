// Schemes are case-insensitive ("HTTPS://" leaves the site as surely as "https://"), and "//host"
// is another site reached over the page's own scheme.
const ANOTHER_SITE = /^(?:https?:|\/\/)/i;
const OUTSIDE_THE_SITE = /^(?:https?:|\/\/|mailto:|tel:)/i;

/** Whether a link leaves the site's router: another site, an email or a phone number. */
export function isExternalLink(to: string): boolean {
  return OUTSIDE_THE_SITE.test(to);
}

/** Other sites open in a new tab, without access to this page (rel noopener noreferrer). */
export function newTabAttributes(to: string): { target?: "_blank"; rel?: string } {
  return ANOTHER_SITE.test(to) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}
