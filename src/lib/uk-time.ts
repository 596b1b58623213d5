// A moment as a UK wall clock reads it (GMT or BST), written so a spreadsheet reads it as a time.

/** The zone these times are in, for a heading. */
export const UK_ZONE = "Europe/London";

const ukClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-07-01 10:30:00" for 2026-07-01T09:30:00Z; "" for what is not a time. */
export function ukLocalTime(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return "";
  const part = Object.fromEntries(ukClock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
