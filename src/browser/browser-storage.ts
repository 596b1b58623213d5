/**
 * The browser's localStorage, or null where there is none: during the build's render, and where
 * the browser's privacy settings block storage (reading `window.localStorage` itself throws then).
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
