// When a visitor withdraws consent, the Google tag's own cookies go too (it set them on the widest
// domain it could, so each candidate domain is tried).

const ANALYTICS_COOKIE = /^_ga(?:_[A-Za-z0-9]+)?$/;

/** The names of the analytics cookies in a `document.cookie` string. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
}

/** The domains a cookie for this host may have been set on: none (host-only), then each parent. */
export function cookieDomains(hostname: string): (string | null)[] {
  if (!hostname.includes(".") || /^[\d.]+$/.test(hostname)) return [null];
  const labels = hostname.split(".");
  return [null, ...labels.slice(0, -1).map((_label, index) => labels.slice(index).join("."))];
}

/** `document.cookie` assignments that expire each analytics cookie on each candidate domain. */
export function cookieExpiries(cookieHeader: string, hostname: string): string[] {
  return analyticsCookieNames(cookieHeader).flatMap((name) =>
    cookieDomains(hostname).map(
      (domain) => `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`,
    ),
  );
}
