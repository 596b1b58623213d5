// A span of time as the owner reads it: "45 min", "3 h 20 min", "2 days 4 h".

const MINUTE_MS = 60_000;

export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days)
    return hours
      ? `${days} ${days === 1 ? "day" : "days"} ${hours} h`
      : `${days} ${days === 1 ? "day" : "days"}`;
  if (hours) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
