// Times as the owner reads them: UK time, in the UK's order.

const TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** An ISO time as "3 Mar 2026, 09:15" (UK time). */
export const formatTime = (iso: string): string => TIME.format(new Date(iso));

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** An ISO time's day as "3 March 2026" (UK time). */
export const formatDay = (iso: string): string => DAY.format(new Date(iso));

/** "1 lead", "2 leads". */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
