/**
 * The mailbox an address reaches, as one key: every spelling that delivers to the same inbox gives
 * the same key, so a cap, a suppression or a person's data is counted per mailbox, not per
 * spelling. Never throws; text without an @ is folded and returned as it is.
 */

/** Providers that ignore dots in the local part, and the domain each is known by. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/** Longer than any real address: folded only, never looked into. */
const FOLD_ONLY_OVER = 1024;

/** A domain that the URL parser may read as a host and nothing else. */
const PLAIN_HOST = /^[^\s/?#@:\\[\]%]+$/u;

/**
 * Unicode case folding as far as JavaScript has it: compatibility forms composed, then upper and
 * lower case, so that the sharp s and SS, or a ligature and its letters, fold alike; white space
 * at either end dropped. Repeated until it no longer changes (a compatibility form can decompose
 * into a space), which makes the key idempotent.
 */
function fold(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = current.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC").trim();
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** An internationalised domain in its ASCII (punycode) spelling, without a trailing dot. */
function asciiDomain(domain: string): string {
  const bare = domain.replace(/\.+$/u, "");
  if (!bare || !PLAIN_HOST.test(bare)) return bare;
  try {
    return new URL(`http://${bare}/`).hostname.replace(/\.+$/u, "") || bare;
  } catch {
    return bare;
  }
}

/** The mailbox key of an address: folded, its domain in ASCII, plus-tags and provider dots gone. */
export function mailboxKey(address: string): string {
  const folded = fold(address);
  if (folded.length > FOLD_ONLY_OVER) return folded;
  const at = folded.lastIndexOf("@");
  if (at <= 0 || at === folded.length - 1) return folded;
  const domain = asciiDomain(folded.slice(at + 1));
  const provider = DOTLESS_DOMAINS[domain];
  let local = folded.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (provider) local = local.replaceAll(".", "");
  return `${local}@${provider ?? domain}`;
}
