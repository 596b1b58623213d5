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
