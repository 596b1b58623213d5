// `npm run leads` options: one mode, and what that mode takes.

export const LEADS_MODES = [
  "--csv",
  "--json",
  "--retry",
  "--digest",
  "--remind",
  "--import",
  "--purge",
  "--export",
  "--erase",
  "--invite",
] as const;
export type LeadsMode = (typeof LEADS_MODES)[number];

export interface LeadsArgs {
  /** No mode: the table. */
  mode: LeadsMode | null;
  /** --import's file. */
  file?: string;
  /** --export's, --erase's or --invite's address. */
  email?: string;
  /** --purge --dry-run: list, delete nothing. */
  dryRun?: boolean;
  /** --purge or --remind --now TIME: as if it were then (for trying the rules out). */
  now?: Date;
}

const isMode = (arg: string | undefined): arg is LeadsMode =>
  LEADS_MODES.some((mode) => mode === arg);

/** The options, or what is wrong with them. */
export function parseLeadsArgs(args: readonly string[]): LeadsArgs | { problem: string } {
  const [first, ...rest] = args;
  if (first === undefined) return { mode: null };
  if (!isMode(first)) return { problem: `Unknown option ${first}` };
  if (first === "--import") {
    const [file, ...extra] = rest;
    if (!file || file.startsWith("--")) return { problem: "--import needs the file to read" };
    return extra.length ? { problem: "One option at a time" } : { mode: first, file };
  }
  if (first === "--export" || first === "--erase" || first === "--invite") {
    const [email, ...extra] = rest;
    if (!email || !email.includes("@")) return { problem: `${first} needs an email address` };
    return extra.length ? { problem: "One option at a time" } : { mode: first, email };
  }
  if (first === "--purge" || first === "--remind") {
    const parsed: LeadsArgs =
      first === "--purge" ? { mode: first, dryRun: false } : { mode: first };
    for (let index = 0; index < rest.length; index += 1) {
      const arg = rest[index];
      if (arg === "--dry-run" && first === "--purge") parsed.dryRun = true;
      else if (arg === "--now") {
        const time = Date.parse(rest[index + 1] ?? "");
        if (Number.isNaN(time))
          return { problem: "--now needs a date and time, as 2027-03-01T08:00Z" };
        parsed.now = new Date(time);
        index += 1;
      } else return { problem: `Unknown option ${arg} for ${first}` };
    }
    return parsed;
  }
  return rest.length ? { problem: "One option at a time" } : { mode: first };
}
