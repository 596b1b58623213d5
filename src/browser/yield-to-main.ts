/** Resolves in a new task, so the work after it does not lengthen the current one. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
