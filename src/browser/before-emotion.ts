// Imported first by gatsby-browser: Emotion makes its default cache, and takes over the build's
// style tags, as soon as its module is evaluated, so the change must be in place before then.
import { adoptServerStyleTags } from "./adopt-server-styles";

adoptServerStyleTags();
