// Edits to a dependency's code, applied after every install (scripts/patch-dependencies.mjs).

/**
 * The text with each [original, patched] pair applied. A pair already applied is left as it is,
 * so installing twice changes nothing; a pair whose original is not found exactly once stops with
 * an error, so an update of the dependency cannot drop the patch unnoticed.
 */
export function patchText(text, replacements, file = "the file") {
  let patched = text;
  for (const [original, replacement] of replacements) {
    if (patched.includes(replacement)) continue;
    const found = patched.split(original).length - 1;
    if (found !== 1) {
      throw new Error(
        `${file}: expected this text once, found it ${found} times; update the patch:\n${original}`,
      );
    }
    patched = patched.replace(original, () => replacement);
  }
  return patched;
}
