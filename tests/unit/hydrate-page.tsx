import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { act, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Provider } from "../../src/provider";

/**
 * Hydrates the server's HTML for an element in a new container of the body, through the site's
 * provider and a fresh Emotion cache, as the browser does; with the errors React recovered from
 * (a mismatch). For jsdom tests that set IS_REACT_ACT_ENVIRONMENT.
 */
export async function hydratePage(
  element: ReactNode,
  html: string,
  /** What happens to the page before the scripts run (a visitor typing, say). */
  before?: (container: HTMLElement) => void,
) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <CacheProvider value={createCache({ key: "css" })}>
        <Provider>{element}</Provider>
      </CacheProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

/**
 * The server's HTML for an element through the site's provider, as Gatsby renders a page. jsdom
 * lacks the TextEncoder React's server renderer needs, so a test sets it before calling this.
 */
export async function staticHtml(element: ReactNode): Promise<string> {
  const { renderToString } = await import("react-dom/server");
  const cache = createCache({ key: "css" });
  createEmotionServer(cache);
  return renderToString(
    <CacheProvider value={cache}>
      <Provider>{element}</Provider>
    </CacheProvider>,
  );
}
