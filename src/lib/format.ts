// Figures as a UK reader expects them (en-GB).

/**
 * A formatter made on its first use, not when the module loads: creating an Intl formatter loads
 * locale data and costs milliseconds of main thread, which a page that never formats should not pay
 * while it hydrates.
 */
function lazily<F>(create: () => F): () => F {
  let made: F | null = null;
  return () => (made ??= create());
}

const POUNDS = lazily(
  () =>
    new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      maximumFractionDigits: 0,
    }),
);
const NUMBER = lazily(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }));

/** Whole pounds: 15000 → "£15,000". */
export function formatPounds(amount: number): string {
  return POUNDS().format(amount);
}

const POUNDS_AND_PENCE = lazily(
  () => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }),
);

/**
 * Pounds to the penny, pence shown only when there are any: 312.5 → "£312.50",
 * 15000 → "£15,000". For a calculator's results, where rounding £312.50 to £313 would misstate
 * the product's own figure.
 */
export function formatPoundsAndPence(amount: number): string {
  // "+ 0" turns a minus zero (a loss of less than half a penny) into zero.
  const pence = Math.round(amount * 100) + 0;
  return pence % 100 === 0 ? POUNDS().format(pence / 100) : POUNDS_AND_PENCE().format(pence / 100);
}

/** A range of whole pounds: (5000, 25000) → "£5,000–£25,000". */
export function formatPoundsRange(min: number, max: number): string {
  return `${formatPounds(min)}–${formatPounds(max)}`;
}

/** A percentage given in per cent: 1200 → "1,200%". */
export function formatPercent(value: number): string {
  return `${NUMBER().format(value)}%`;
}

/** A number of months: 2.5 → "2.5 months", 1 → "1 month". */
export function formatMonths(months: number): string {
  return `${NUMBER().format(months)} ${months === 1 ? "month" : "months"}`;
}

const ONE_DECIMAL = lazily(
  () => new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A number of months to exactly one decimal, as a calculated period: 1 → "1.0 months". */
export function formatMonthsToOneDecimal(months: number): string {
  return `${ONE_DECIMAL().format(months)} months`;
}

const TWO_DECIMALS = lazily(
  () => new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** How many times bigger something becomes, to two decimals: 1.56 → "1.56×". */
export function formatMultiplier(times: number): string {
  return `${TWO_DECIMALS().format(times)}×`;
}

const WHOLE = lazily(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }));

/** A whole number with grouped thousands: 1500 → "1,500". */
export function formatCount(count: number): string {
  return WHOLE().format(count);
}

// Written out rather than asked of Intl.DateTimeFormat: making that formatter costs main-thread
// time while a blog page hydrates, for names that never change.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A calendar date (YYYY-MM-DD) in en-GB long form: "2026-03-14" → "14 March 2026". Read and shown
 * in UTC, so the day never shifts with the reader's time zone.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
