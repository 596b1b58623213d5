// The trail from the home page to a route, for the BreadcrumbList of every inner page.

export interface Crumb {
  name: string;
  /** The route, e.g. "/services". */
  path: string;
}

/**
 * A breadcrumb names a page briefly: meta titles read "Name: what it offers", and the crumb is the
 * name alone.
 */
export function crumbName(title: string): string {
  return title.split(/:\s/)[0].trim();
}

/**
 * Home, then each ancestor route, then the page itself. The home page and every ancestor are named
 * as the site's navigation names them (an ancestor missing from it is an error: the crumb would have
 * no name); the page is named by its navigation label when it has one, else by its title.
 */
export function breadcrumbTrail(
  pathname: string,
  pageTitle: string,
  navigation: readonly Queries.NavLink[],
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const label = (path: string) => navigation.find((item) => item.to === path)?.label;
  const named = (path: string): Crumb => {
    const name = label(path);
    if (!name) throw new Error(`No navigation item names ${path} for the breadcrumb`);
    return { name, path };
  };
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
  const page = `/${segments.join("/")}`;
  return [
    named("/"),
    ...ancestors.map(named),
    { name: label(page) ?? crumbName(pageTitle), path: page },
  ];
}
