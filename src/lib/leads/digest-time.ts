/** The owner's digest of sign-ups goes out once a day at this hour, UK time. */
export const DIGEST_HOUR = 8;

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** How long from `now` until the next `hour`:00 on a London clock (summer time included). */
export function msUntilDigest(now: Date, hour: number = DIGEST_HOUR): number {
  const parts = Object.fromEntries(
    londonClock.formatToParts(now).map((part) => [part.type, Number(part.value)]),
  );
  const secondsNow = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
  const day = 24 * 3600;
  const seconds = (((hour * 3600 - secondsNow) % day) + day) % day || day;
  return seconds * 1000 - now.getMilliseconds();
}
