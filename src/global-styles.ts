// The site's global CSS: the Inter faces, their metric-matched fallback and the base rules.
// Gatsby writes into each page's HTML only the CSS of the app's and the page's own chunks, so the
// browser entry imports this as well as the provider: from the provider alone (an async chunk)
// it would be missing from every page's HTML and arrive later as a file, restyling the page.
import "@fontsource-variable/inter/wght.css";
import "./theme/inter-fallback.css";
import "./theme/base.css";
