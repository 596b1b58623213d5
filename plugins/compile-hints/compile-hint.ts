/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread. Without it, V8 compiles each
 * function on the main thread the first time it is called, and nearly every function of our
 * bundles is called as the page starts: webpack's module factories, React's hydration, Chakra's
 * style engine. Other browsers read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
