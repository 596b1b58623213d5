import { track } from "../analytics/track";
import { attachUrlDialogs } from "./url-dialogs";

/** The query parameter that names the case study open on /case-studies. */
export const CASE_STUDY_PARAM = "study";

/** The case studies' dialogs on `root`, each opening reported as engagement. */
export function attachCaseStudyDialogs(root: ParentNode): () => void {
  return attachUrlDialogs(root, CASE_STUDY_PARAM, (id) =>
    track("user_engagement", { engagement_type: "case_study_open", event_label: id }),
  );
}
