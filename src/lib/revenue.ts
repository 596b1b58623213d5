// One decimal at most, without a trailing ".0": 49.5 stays 49.5, 150.0 becomes 150.
const shortNumber = (value: number): string => String(Math.round(value * 10) / 10);

/** Pounds in the short form the site shows: 150000 is "£150K", 49500 "£49.5K", 1000000 "£1M". */
export function formatPoundsShort(amount: number): string {
  if (Math.abs(amount) >= 1_000_000) return `£${shortNumber(amount / 1_000_000)}M`;
  if (Math.abs(amount) >= 1_000) return `£${shortNumber(amount / 1_000)}K`;
  return `£${shortNumber(amount)}`;
}

/** How much a month's total revenue grew on the month before; null for the first month. */
export function growthOnPreviousMonth(
  months: readonly Queries.HomeMonthlyRevenue[],
  index: number,
): number | null {
  const current = months[index];
  const previous = months[index - 1];
  if (!current || !previous) return null;
  return current.totalRevenue - previous.totalRevenue;
}
