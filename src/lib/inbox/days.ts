// The inbox's date filter is in days on a UK clock: "from 1 March" means from midnight in London,
// whether that is GMT or BST.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    (year ?? 0) >= 2000 &&
    (year ?? 0) <= 2999
  );
}

/** How far London's clock is ahead of UTC at this instant, in minutes (0 or 60). */
function londonOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    londonParts.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a UK day (YYYY-MM-DD) starts. */
export function londonMidnight(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  // The offset at London's midnight is the offset an hour or two after UTC's midnight: a clock
  // change happens at 01:00 UTC, never near midnight.
  const offset = londonOffsetMinutes(new Date(utcMidnight));
  return new Date(utcMidnight - offset * 60_000);
}

/** The instant after a UK day (YYYY-MM-DD) ends: the next day's midnight. */
export function afterLondonDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return londonMidnight(next.toISOString().slice(0, 10));
}
