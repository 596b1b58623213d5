// The page-facing submissions, each loading the lead library on first use: a page ships its form
// (and the field rules it checks as the visitor types), while the queue, transport and payload code
// arrive with the first submission.
import type * as Submissions from "./submissions";
import type { LeadResult } from "../../lib/leads/result";

type Library = typeof Submissions;
type Submission = (...args: never[]) => Promise<LeadResult>;

const library = (): Promise<Library> => import("./submissions");

/** The submission `pick` chooses, with every argument passed through once the library is here. */
function lazily<Send extends Submission>(pick: (loaded: Library) => Send) {
  return async (...args: Parameters<Send>): Promise<LeadResult> => pick(await library())(...args);
}

export const submitLeadForm = lazily((loaded) => loaded.submitLeadForm);
export const submitSidebarMagnet = lazily((loaded) => loaded.submitSidebarMagnet);
export const submitBlogNewsletter = lazily((loaded) => loaded.submitBlogNewsletter);
export const submitFooterNewsletter = lazily((loaded) => loaded.submitFooterNewsletter);
export const submitAssessmentReport = lazily((loaded) => loaded.submitAssessmentReport);
export const submitExitPopup = lazily((loaded) => loaded.submitExitPopup);
export const sendContactMessage = lazily((loaded) => loaded.sendContactMessage);
