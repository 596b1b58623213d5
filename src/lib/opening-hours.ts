// The contact page's opening hours ("Monday to Friday", "9:00 AM to 5:30 PM") as schema.org's
// OpeningHoursSpecification wants them: day names and 24-hour times.

export const WEEK_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

function dayIndex(name: string): number {
  const index = WEEK_DAYS.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
  if (index < 0) throw new Error(`"${name}" is not a day of the week`);
  return index;
}

/** "Monday to Friday" is a range, "Saturday and Sunday" (or "Monday, Wednesday") a list. */
export function parseDays(text: string): WeekDay[] {
  const range = /^(\w+)\s+to\s+(\w+)$/i.exec(text.trim());
  if (range) {
    const [from, to] = [dayIndex(range[1]), dayIndex(range[2])];
    if (to < from) throw new Error(`"${text}" runs backwards`);
    return WEEK_DAYS.slice(from, to + 1);
  }
  return text.split(/\s*,\s*|\s+and\s+/i).map((day) => WEEK_DAYS[dayIndex(day)]);
}

/** "5:30 PM" is "17:30"; "9:00 AM" is "09:00"; "12:00 PM" is noon. */
export function to24Hour(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a time like 9:00 AM`);
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12 || Number(match[2]) > 59) throw new Error(`"${text}" is not a time`);
  const hour24 = (hour % 12) + (match[3].toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${match[2]}`;
}

export interface OpeningHours {
  days: WeekDay[];
  /** HH:MM; both "00:00" when closed all day (Google's convention). */
  opens: string;
  closes: string;
}

/** One entry per line of the contact details' hours. */
export function parseOpeningHours(
  hours: readonly { days: string; time: string }[],
): OpeningHours[] {
  return hours.map(({ days, time }) => {
    if (/^closed$/i.test(time.trim()))
      return { days: parseDays(days), opens: "00:00", closes: "00:00" };
    const parts = time.split(/\s+to\s+/i);
    if (parts.length !== 2) throw new Error(`"${time}" is not a range like 9:00 AM to 5:30 PM`);
    return { days: parseDays(days), opens: to24Hour(parts[0]), closes: to24Hour(parts[1]) };
  });
}
