// Where a calculator's form goes without scripts, and the marks the server's results page finds
// in the built markup (src/server/calculator-page.ts) and the scripted calculator reads back.

/** The ROI calculator's form sends its fields here (GET): the page with the visitor's results. */
export const ROI_RESULTS_PATH = "/api/calculate/roi";

/** The MRR calculator's form, shown on /advanced-tools without scripts, sends its fields here. */
export const MRR_RESULTS_PATH = "/api/calculate/mrr";

/** On a result figure's value: which figure it is (ROI_FIGURE_IDS, MRR_FIGURE_IDS). */
export const FIGURE_ATTRIBUTE = "data-figure";

/** On the results' one-sentence summary, read out to screen readers. */
export const SUMMARY_ATTRIBUTE = "data-results-summary";

/**
 * The name of the meta element in the head of a page the server filled for a query: its content
 * is that query, normalised, and its RESULTS_PATH_ATTRIBUTE the form's results path. The
 * calculator hydrates with that query, so that its first render matches the server's markup.
 * In the head, outside what React hydrates.
 */
export const RENDERED_QUERY_META = "calculator-query";
export const RESULTS_PATH_ATTRIBUTE = "data-results-path";
