// The heading levels a tool's own headings can take, under the page's heading for the tool.
export type HeadingLevel = 2 | 3 | 4;

export const headingTag = (level: HeadingLevel) => `h${level}` as const;
