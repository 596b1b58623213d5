// Figures as a UK reader expects them (en-GB).

const POUNDS = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** Whole pounds: 15000 → "£15,000". */
export function formatPounds(amount: number): string {
  return POUNDS.format(amount);
}

/** A range of whole pounds: (5000, 25000) → "£5,000–£25,000". */
export function formatPoundsRange(min: number, max: number): string {
  return `${formatPounds(min)}–${formatPounds(max)}`;
}

/** A percentage given in per cent: 1200 → "1,200%". */
export function formatPercent(value: number): string {
  return `${NUMBER.format(value)}%`;
}

/** A number of months: 2.5 → "2.5 months", 1 → "1 month". */
export function formatMonths(months: number): string {
  return `${NUMBER.format(months)} ${months === 1 ? "month" : "months"}`;
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A calendar date (YYYY-MM-DD) in en-GB long form: "2026-03-14" → "14 March 2026". Read and shown
 * in UTC, so the day never shifts with the reader's time zone.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return LONG_DATE.format(date);
}
