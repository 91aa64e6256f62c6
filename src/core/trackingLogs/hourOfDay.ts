import { SizingError } from "../errors";

/**
 * The hour of the day (0-23) of an instant in an IANA time zone ("Europe/Berlin", "UTC"), by the
 * JavaScript engine's time zone data (Intl.DateTimeFormat, ECMA-402). Every zone's offset from UTC is
 * a whole number of quarter hours, so the answer is looked up once per quarter hour of UTC time and
 * kept (a week of logs: 672 look-ups).
 * Example: hourOfDayIn("Asia/Kolkata")(Date.UTC(2026, 10, 1, 0, 29)) => 5 (UTC+05:30, 05:59).
 */
export function hourOfDayIn(timeZone: string): (ms: number) => number {
  if (timeZone.toUpperCase() === "UTC") return (ms) => Math.floor(ms / 3_600_000) % 24;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" });
  } catch {
    throw new SizingError(
      "--tz",
      `--tz must be an IANA time zone such as UTC or Europe/Berlin (got ${JSON.stringify(timeZone)})`
    );
  }
  const cache = new Map<number, number>();
  return (ms) => {
    const slot = Math.floor(ms / 900_000);
    let h = cache.get(slot);
    if (h === undefined) {
      const part = format.formatToParts(new Date(slot * 900_000)).find((p) => p.type === "hour");
      h = Number(part?.value) % 24;
      cache.set(slot, h);
    }
    return h;
  };
}
