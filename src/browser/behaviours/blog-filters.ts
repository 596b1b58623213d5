import {
  BLOG_CATEGORY_ATTRIBUTE,
  BLOG_CATEGORY_PARAM,
  BLOG_EMPTY_ATTRIBUTE,
  BLOG_FEATURED_ATTRIBUTE,
  BLOG_FILTERS_ATTRIBUTE,
  BLOG_GRID_ATTRIBUTE,
  BLOG_POST_ATTRIBUTE,
  BLOG_QUERY_PARAM,
  BLOG_RESET_ATTRIBUTE,
  isBlogFilterData,
} from "../../lib/blog/list-marks";
import { ALL_CATEGORIES, filterPosts, resultsLine } from "../../lib/blog/posts";
import { readQueryParam, writeQueryParam } from "../../lib/query-param";

const within = <E extends Element>(root: ParentNode, selector: string, type: new () => E): E[] =>
  [...root.querySelectorAll(selector)].filter((element): element is E => element instanceof type);

/**
 * The blog list's search and category chips, on its built HTML: every post's card is in the page
 * and this shows those that match, presses the chosen chip, shows the featured post on its own
 * only while nothing narrows the list, the empty state when nothing matches, and says how many
 * are shown. The search and the category live in the URL (?q=, ?category=; a category the content
 * does not know shows every post), written without a history entry. DOM alone, so the same code
 * serves a list React rendered and one that is the build's HTML. Returns what stops it.
 */
export function attachBlogFilters(root: HTMLElement): () => void {
  const written = root.getAttribute(BLOG_FILTERS_ATTRIBUTE);
  const data: unknown = written === null ? null : JSON.parse(written);
  if (!isBlogFilterData(data)) throw new Error("The blog list carries no posts to filter");
  const search = within(root, 'input[type="search"]', HTMLInputElement)[0];
  const chips = within(root, `[${BLOG_CATEGORY_ATTRIBUTE}]`, HTMLButtonElement);
  const cards = within(root, `[${BLOG_POST_ATTRIBUTE}]`, HTMLElement);
  const [featured] = within(root, `[${BLOG_FEATURED_ATTRIBUTE}]`, HTMLElement);
  const [grid] = within(root, `[${BLOG_GRID_ATTRIBUTE}]`, HTMLElement);
  const [empty] = within(root, `[${BLOG_EMPTY_ATTRIBUTE}]`, HTMLElement);
  const [status] = within(root, '[role="status"]', HTMLElement);
  const known = chips.map((chip) => chip.getAttribute(BLOG_CATEGORY_ATTRIBUTE));
  const featuredId = data.posts.find((post) => post.featured)?.id;

  const fromUrl = () => {
    const category = readQueryParam(window.location.search, BLOG_CATEGORY_PARAM);
    return {
      query: readQueryParam(window.location.search, BLOG_QUERY_PARAM),
      category: category !== null && known.includes(category) ? category : ALL_CATEGORIES,
    };
  };
  const arrival = fromUrl();
  let category = arrival.category;
  // What the visitor typed before this code came counts, unless the URL names a search.
  let query = arrival.query ?? search?.value ?? "";

  const show = () => {
    const results = filterPosts(data.posts, { query, category });
    const shown = new Set(results.map((post) => String(post.id)));
    const narrowed = query.trim() !== "" || category !== ALL_CATEGORIES;
    if (featured) featured.hidden = narrowed;
    for (const card of cards) {
      const id = card.getAttribute(BLOG_POST_ATTRIBUTE) ?? "";
      card.hidden = !shown.has(id) || (!narrowed && id === String(featuredId));
    }
    if (grid) grid.hidden = results.length === 0;
    if (empty) empty.hidden = results.length !== 0;
    if (status) status.textContent = resultsLine(data.copy, results, data.posts.length);
    for (const chip of chips)
      chip.setAttribute(
        "aria-pressed",
        String(chip.getAttribute(BLOG_CATEGORY_ATTRIBUTE) === category),
      );
    if (search && search.value !== query) search.value = query;
  };
  const keep = () => {
    const { pathname, search: params, hash } = window.location;
    const withQuery = writeQueryParam(params, BLOG_QUERY_PARAM, query);
    const withBoth = writeQueryParam(
      withQuery,
      BLOG_CATEGORY_PARAM,
      category === ALL_CATEGORIES ? null : category,
    );
    window.history.replaceState(window.history.state, "", pathname + withBoth + hash);
    show();
  };

  const typed = () => {
    query = search?.value ?? "";
    keep();
  };
  const click = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const chip = event.target.closest(`[${BLOG_CATEGORY_ATTRIBUTE}]`);
    if (chip && root.contains(chip)) {
      const id = chip.getAttribute(BLOG_CATEGORY_ATTRIBUTE) ?? ALL_CATEGORIES;
      // Pressing the pressed chip again goes back to every post.
      category = id === category && id !== ALL_CATEGORIES ? ALL_CATEGORIES : id;
      keep();
    }
    if (event.target.closest(`[${BLOG_RESET_ATTRIBUTE}]`)) {
      query = "";
      category = ALL_CATEGORIES;
      keep();
      // The reset button goes with the empty state; the search box is where to carry on.
      search?.focus();
    }
  };
  // The list filters as the visitor types: Enter stays on the page.
  const submit = (event: SubmitEvent) => event.preventDefault();
  const followUrl = () => {
    const now = fromUrl();
    query = now.query ?? "";
    category = now.category;
    show();
  };

  if (arrival.query === null && query !== "") keep();
  else show();
  search?.addEventListener("input", typed);
  search?.form?.addEventListener("submit", submit);
  root.addEventListener("click", click);
  window.addEventListener("popstate", followUrl);
  return () => {
    search?.removeEventListener("input", typed);
    search?.form?.removeEventListener("submit", submit);
    root.removeEventListener("click", click);
    window.removeEventListener("popstate", followUrl);
  };
}
