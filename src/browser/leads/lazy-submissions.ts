// The page-facing submissions and field checks, each loading the lead library on first use: a page
// ships its form, while the field rules, queue, transport and payload code arrive with the first
// submission.
import type * as Submissions from "./submissions";

type Library = typeof Submissions;
type Loaded = (...args: never[]) => unknown;

const library = (): Promise<Library> => import("./submissions");

/** Fetches the library ahead of a submission; a failure here is met again, and said, on submit. */
export function preloadLeadLibrary(): void {
  library().catch(() => undefined);
}

/** The function `pick` chooses, with every argument passed through once the library is here. */
function lazily<Fn extends Loaded>(pick: (loaded: Library) => Fn) {
  return async (...args: Parameters<Fn>): Promise<Awaited<ReturnType<Fn>>> =>
    pick(await library())(...args) as Awaited<ReturnType<Fn>>;
}

export const submitLeadForm = lazily((loaded) => loaded.submitLeadForm);
export const submitSidebarMagnet = lazily((loaded) => loaded.submitSidebarMagnet);
export const submitBlogNewsletter = lazily((loaded) => loaded.submitBlogNewsletter);
export const submitFooterNewsletter = lazily((loaded) => loaded.submitFooterNewsletter);
export const submitAssessmentReport = lazily((loaded) => loaded.submitAssessmentReport);
export const submitExitPopup = lazily((loaded) => loaded.submitExitPopup);
export const sendContactMessage = lazily((loaded) => loaded.sendContactMessage);

export const checkEmailOnly = lazily((loaded) => loaded.validateEmailOnly);
export const checkLeadForm = lazily((loaded) => loaded.validateLeadForm);
export const checkContactDraft = lazily((loaded) => loaded.validateContactDraft);
