export function stripScripts(html: string): string;
export const FLOOR_FILE: string;
export const FLOOR_ROUTE: string;
