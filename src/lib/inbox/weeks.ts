import { afterLondonDay, londonMidnight } from "./days";

// The reply figures are kept per UK week, Monday to Sunday on a London clock (GMT or BST).

const londonDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** A UK week: its Monday (YYYY-MM-DD), and the instants it starts and ends. */
export interface LondonWeek {
  monday: string;
  since: Date;
  until: Date;
}

/** The UK day (YYYY-MM-DD) an instant falls on. */
export const londonDay = (at: Date): string => londonDate.format(at);

/** A day (YYYY-MM-DD) moved on by whole days (back, when negative). */
function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the UK week an instant falls in. */
export function londonMonday(at: Date): string {
  const day = londonDay(at);
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The week that starts on this Monday. */
export function londonWeek(monday: string): LondonWeek {
  return {
    monday,
    since: londonMidnight(monday),
    until: afterLondonDay(addDays(monday, 6)),
  };
}

/** The `count` UK weeks up to the one `now` falls in, newest first. */
export function recentWeeks(now: Date, count: number): LondonWeek[] {
  const monday = londonMonday(now);
  return Array.from({ length: count }, (_, back) => londonWeek(addDays(monday, -7 * back)));
}

/** The last whole UK week before the one `now` falls in. */
export const lastWholeWeek = (now: Date): LondonWeek => londonWeek(addDays(londonMonday(now), -7));
