/** The query parameter that names the open tool of /advanced-tools. */
export const TOOL_PARAM = "tool";

/** The five tools of /advanced-tools, by the id the URL names them with (?tool=). */
export const TOOL_IDS = [
  "mrr-growth",
  "portfolio-quiz",
  "automation-roi",
  "business-assessment",
  "client-dashboard",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export function isToolId(value: string): value is ToolId {
  return (TOOL_IDS as readonly string[]).includes(value);
}
