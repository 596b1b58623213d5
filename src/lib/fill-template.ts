/** Fills `{name}` placeholders in content's words: fillTemplate("{index} of {count}", {index: 1, count: 3}). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
