// One named parameter of a query string, read and written without touching the others.

/** The parameter's value, or null when it is missing or empty. */
export function readQueryParam(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name);
  return value === null || value === "" ? null : value;
}

/**
 * The query string with the parameter set (or removed, for null or ""), other parameters kept.
 * Returns "" or a string starting with "?".
 */
export function writeQueryParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === "") params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
