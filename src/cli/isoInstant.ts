import { UsageError } from "./command";

/**
 * An ISO 8601 date or date-time of the command line (exsize profile's --start and --end), as a time in
 * ms since 1970 UTC: `2026-11-02` (midnight UTC), `2026-11-02T08:00`, `2026-11-02T08:00:00.5`, each UTC
 * unless it ends in `Z` or an offset (`+01:00`, `-0530`). Every part is checked against the calendar
 * before the date is made (issue 32: JavaScript's Date.parse reads 2026-02-30 as 2026-03-02 and
 * 2026-11-31 as 2026-12-01): months 01-12, days to the month's last (February 29 in leap years:
 * divisible by 4, not by 100 unless by 400, the Gregorian rule of ISO 8601), hours 00-23, minutes and
 * seconds 00-59, offsets to 23:59. Anything else is a UsageError naming the option and what is wrong.
 * Example: parseIsoInstant("--start", "2026-11-02T08:00:00+01:00") => Date.UTC(2026, 10, 2, 7).
 */
export function parseIsoInstant(flag: string, text: string): number {
  const m =
    /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(\.\d{1,9})?)?)?(?:([Zz])|([+-])(\d\d):?(\d\d))?$/.exec(
      text
    );
  if (!m)
    throw new UsageError(
      `${flag} must be an ISO 8601 date or date-time such as 2026-11-02 or 2026-11-02T08:00:00+01:00 (got ${JSON.stringify(text)})`
    );
  const [year, month, day] = [m[1], m[2], m[3]].map(Number);
  const [hour, minute, second] = [m[4], m[5], m[6]].map((p) => (p === undefined ? 0 : Number(p)));
  const wrong = (what: string) =>
    new UsageError(`${flag} ${JSON.stringify(text)} is not a date of the calendar: ${what}`);
  if (month < 1 || month > 12) throw wrong(`months run 01 to 12`);
  const last = daysInMonth(year, month);
  if (day < 1 || day > last)
    throw wrong(
      `${MONTHS[month - 1]} ${year} has days 01 to ${last}${month === 2 && last === 28 ? " (not a leap year)" : ""}`
    );
  if (hour > 23) throw wrong("hours run 00 to 23");
  if (minute > 59 || second > 59) throw wrong("minutes and seconds run 00 to 59");
  let offsetMin = 0;
  if (m[9] !== undefined) {
    const [oh, om] = [Number(m[10]), Number(m[11])];
    if (oh > 23 || om > 59) throw wrong("an offset runs from -23:59 to +23:59");
    offsetMin = (m[9] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  const fraction = m[7] === undefined ? 0 : Math.floor(Number(m[7]) * 1000);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, fraction);
  return utc.getTime() - offsetMin * 60_000;
}

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
];

/** The days of a month of the Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
