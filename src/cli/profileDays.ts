import { CountedDays, DayCount, daySelection } from "../core/trackingLogs";

/**
 * exsize profile's day options (issue 31): --days and --holidays, their help, and the report's rows
 * saying which days were counted. Kept apart from profileCommand.ts so the working-day rule is one
 * place (the counting itself is src/core/trackingLogs/workingDays.ts).
 */
export const PROFILE_DAY_OPTIONS = {
  days: { type: "string" },
  holidays: { type: "string", multiple: true },
} as const;

export const PROFILE_DAY_HELP = `  --days working|all|LIST  The days that count (default working: Monday to Friday in --tz,
                          as the calculator's message profile is per working day); all
                          counts every day (CalcMsgAverage.ps1's calendar figures); a
                          list such as mon,tue,wed,thu or sun-thu counts those weekdays.
                          Messages on other days are skipped, and only counted days divide.
  --holidays DATES        Dates left out (yyyy-mm-dd in --tz, comma-separated; repeatable),
                          e.g. public holidays in the period.`;

/** The day counter of a run, from the parsed options (a bad value is one line, exit 1). */
export function profileDayCount(
  values: { readonly days?: string; readonly holidays?: readonly string[] },
  timeZone: string
): DayCount {
  return new DayCount(daySelection(values.days, values.holidays ?? []), timeZone);
}

/** The report's rows for the counted days: the rule and days, the days left out, the days without mail. */
export function countedDayRows(
  counted: CountedDays | undefined,
  num: (x: number, decimals: number) => string
): [string, string][] {
  if (!counted) return [];
  const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
  return [
    [
      "Days counted",
      `${num(counted.days, counted.days % 1 === 0 ? 0 : 3)} ${plural(counted.days, "day", "days")}, ${counted.rule}: ${counted.counted.join(", ") || "none"}`,
    ],
    ...(counted.leftOut.length
      ? [["  left out", counted.leftOut.join(", ")] as [string, string]]
      : []),
    ...(counted.withoutMail.length
      ? [
          [
            "  without mail",
            `${counted.withoutMail.join(", ")} (counted, but no message: see Notes)`,
          ] as [string, string],
        ]
      : []),
  ];
}
