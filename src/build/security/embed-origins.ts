/** The content field that holds the address of a page shown in a frame. */
export const EMBED_URL_FIELD = "embedUrl";

function embedUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(embedUrls);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key === EMBED_URL_FIELD && typeof field === "string" ? [field] : embedUrls(field),
  );
}

/**
 * The origins the site's frames come from: every embedUrl anywhere in the content, sorted and
 * without repeats. A frame must be https (an http one would be blocked as mixed content anyway).
 */
export function embedOrigins(documents: readonly unknown[]): string[] {
  const origins = documents.flatMap(embedUrls).map((address) => {
    const url = new URL(address);
    if (url.protocol !== "https:") throw new Error(`Embed ${address} is not https`);
    return url.origin;
  });
  return [...new Set(origins)].sort();
}
