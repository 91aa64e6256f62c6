import { SizingError } from "../errors";

/**
 * Which calendar days `exsize profile` counts (issue 31): by default the working days, Monday to Friday
 * in the report's time zone, less the holidays given as dates; `--days all` counts every day (the
 * calendar figures CalcMsgAverage.ps1 prints), and `--days mon,tue,...` (or ranges, `sun-thu`) any set.
 *
 * Why per working day: the calculator's message profile is per working day. Its growth model turns a
 * tier's messages a day into weekly data by multiplying by the days of a work week (Input!C52
 * workWeekDays, 5 or 7; E2013Calcv7.6 "Mailbox Size Modeling": weekly generated data = average message
 * size x messages a day x workWeekDays, src/core/microsoft/extras/mailboxGrowthSteps.ts), so a figure
 * divided by the 7 days of a week with mail on 5 reads 5/7 of it. docs/profile.md gives the sources.
 *
 * The counted days of a period [start, end): each counted local date adds the share of that date's own
 * length (23, 24 or 25 hours) that lies in the period, so a whole working day counts 1 whatever the
 * daylight-saving change, and `--days all` over whole days gives the calendar days.
 * Example: Monday 2026-11-02 00:00 to Monday 2026-11-09 00:00 UTC, a holiday on Wednesday 11-04 =>
 * 4 counted days (Mon, Tue, Thu, Fri); the weekend and the holiday are left out.
 */
export interface DaySelection {
  /** Weekdays counted, 0 = Sunday ... 6 = Saturday. */
  readonly weekdays: ReadonlySet<number>;
  /** Local dates (yyyy-mm-dd) left out whatever their weekday. */
  readonly holidays: ReadonlySet<string>;
  /** How the report names the rule: "working days (Mon-Fri)", "every day", "Sun, Mon, ...". */
  readonly label: string;
}

export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The default: Monday to Friday, the calculator's 5-day work week (Input!C52's default). */
export const WORKING_DAYS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

/**
 * The --days and --holidays options as a selection. `days`: undefined or "working" (Mon-Fri), "all", or
 * a comma list of weekday names (three letters or whole, any case) and ranges ("mon-fri", "sun-thu").
 * `holidays`: dates yyyy-mm-dd, each option a date or a comma list.
 * Example: daySelection("mon-thu", ["2026-12-24,2026-12-25"]) => Mon-Thu, 2 holidays.
 */
export function daySelection(
  days: string | undefined,
  holidays: readonly string[] = []
): DaySelection {
  const text = (days ?? "working").trim().toLowerCase();
  let weekdays: Set<number>;
  let label: string;
  if (text === "working") {
    weekdays = new Set(WORKING_DAYS);
    label = "working days (Mon-Fri)";
  } else if (text === "all") {
    weekdays = new Set([0, 1, 2, 3, 4, 5, 6]);
    label = "every day";
  } else {
    weekdays = new Set();
    for (const part of text.split(",").map((p) => p.trim())) {
      const [from, to] = part.split("-").map((p) => p.trim());
      const a = weekdayOf(from, days!);
      const b = to === undefined ? a : weekdayOf(to, days!);
      for (let d = a; ; d = (d + 1) % 7) {
        weekdays.add(d);
        if (d === b) break;
      }
    }
    label = [...weekdays]
      .sort((x, y) => ((x + 6) % 7) - ((y + 6) % 7))
      .map((d) => WEEKDAY_NAMES[d])
      .join(", ");
  }
  const dates = new Set<string>();
  for (const option of holidays)
    for (const date of option
      .split(",")
      .map((d) => d.trim())
      .filter(Boolean)) {
      const ms = /^\d{4}-\d\d-\d\d$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
      if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date)
        throw new SizingError(
          "--holidays",
          `--holidays takes dates yyyy-mm-dd, comma-separated (got ${JSON.stringify(date)})`
        );
      dates.add(date);
    }
  return { weekdays, holidays: dates, label };
}

function weekdayOf(name: string | undefined, option: string): number {
  const n = (name ?? "").slice(0, 3);
  const i = WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === n);
  const whole = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  if (i < 0 || !(name === n || whole[i] === name))
    throw new SizingError(
      "--days",
      `--days must be working, all, or weekdays such as mon,tue,wed or mon-fri (got ${JSON.stringify(option)})`
    );
  return i;
}

/** One local date of a period: whether it is counted, why not, and the share of it in the period. */
export interface PeriodDay {
  /** yyyy-mm-dd in the time zone. */
  readonly date: string;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekday: number;
  readonly counted: boolean;
  /** Why a day is left out: "weekend" (a weekday not selected) or "holiday". */
  readonly leftOut?: "weekend" | "holiday";
  /** The share of the date's own length inside the period, 0 to 1. */
  readonly share: number;
}

const QUARTER_HOUR = 900_000;

/**
 * The local date (yyyy-mm-dd) and weekday of an instant in an IANA time zone, looked up once per
 * quarter hour of UTC time (every zone's offset is a whole number of quarter hours, so a local date
 * changes only on a quarter hour).
 * Example: localDayIn("Pacific/Auckland")(Date.UTC(2026, 10, 1, 12)) => {date: "2026-11-02", weekday: 1}.
 */
export function localDayIn(timeZone: string): (ms: number) => { date: string; weekday: number } {
  if (timeZone.toUpperCase() === "UTC")
    return (ms) => {
      const d = new Date(ms);
      return { date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
    };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
    });
  } catch {
    throw new SizingError(
      "--tz",
      `--tz must be an IANA time zone such as UTC or Europe/Berlin (got ${JSON.stringify(timeZone)})`
    );
  }
  const cache = new Map<number, { date: string; weekday: number }>();
  return (ms) => {
    const slot = Math.floor(ms / QUARTER_HOUR);
    let day = cache.get(slot);
    if (day === undefined) {
      const parts = format.formatToParts(new Date(slot * QUARTER_HOUR));
      const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
      day = {
        date: `${get("year")}-${get("month")}-${get("day")}`,
        weekday: WEEKDAY_NAMES.indexOf(get("weekday") as (typeof WEEKDAY_NAMES)[number]),
      };
      cache.set(slot, day);
    }
    return day;
  };
}

/** Whether an instant falls on a counted day of the selection (the measurement's filter). */
export function countedDayIn(
  selection: DaySelection,
  dayOf: (ms: number) => { date: string; weekday: number }
): (ms: number) => boolean {
  return (ms) => {
    const d = dayOf(ms);
    return selection.weekdays.has(d.weekday) && !selection.holidays.has(d.date);
  };
}

/**
 * The local dates a period [startMs, endMs) touches, in order, each with the share of its own length
 * inside the period and whether the selection counts it.
 * Example: 2026-11-02T12:00Z to 2026-11-03T12:00Z in UTC => Mon 11-02 share 0.5, Tue 11-03 share 0.5.
 */
export function periodDays(
  startMs: number,
  endMs: number,
  selection: DaySelection,
  dayOf: (ms: number) => { date: string; weekday: number }
): PeriodDay[] {
  // Each date's length and its part in the period, in quarter hours of UTC time (clipped at the ends).
  const days = new Map<string, { weekday: number; length: number; inside: number }>();
  const from = Math.floor(startMs / QUARTER_HOUR) * QUARTER_HOUR - 26 * 3_600_000;
  const to = Math.ceil(endMs / QUARTER_HOUR) * QUARTER_HOUR + 26 * 3_600_000;
  for (let t = from; t < to; t += QUARTER_HOUR) {
    const d = dayOf(t);
    const entry = days.get(d.date) ?? { weekday: d.weekday, length: 0, inside: 0 };
    entry.length += QUARTER_HOUR;
    entry.inside += Math.max(0, Math.min(t + QUARTER_HOUR, endMs) - Math.max(t, startMs));
    days.set(d.date, entry);
  }
  const out: PeriodDay[] = [];
  for (const [date, e] of [...days].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (e.inside <= 0) continue;
    const holiday = selection.holidays.has(date);
    const weekend = !selection.weekdays.has(e.weekday);
    out.push({
      date,
      weekday: e.weekday,
      counted: !holiday && !weekend,
      ...(weekend
        ? { leftOut: "weekend" as const }
        : holiday
          ? { leftOut: "holiday" as const }
          : {}),
      share: e.inside / e.length,
    });
  }
  return out;
}

/** The counted days of a period: the sum of the counted dates' shares. */
export const countedDays = (days: readonly PeriodDay[]): number =>
  days.filter((d) => d.counted).reduce((a, d) => a + d.share, 0);

/** The days a profile counted, as the report and --json print them. */
export interface CountedDays {
  /** The rule: "working days (Mon-Fri)", "every day", or the weekdays given. */
  readonly rule: string;
  /** The counted days: the sum of the counted dates' shares of the period. */
  readonly days: number;
  /** The counted dates, "Mon 2026-11-02" (with the share when part of the date is in the period). */
  readonly counted: readonly string[];
  /** The dates of the period left out, "Sat 2026-11-07 (weekend)", "Wed 2026-11-04 (holiday)". */
  readonly leftOut: readonly string[];
  /** Counted dates on which no message was counted ("Thu 2026-11-05"): a server's logs missing? */
  readonly withoutMail: readonly string[];
}

/**
 * The days of one profile run: the filter and tally the measurement calls (MeasureOptions.days) and,
 * at the end, what was counted over the period (countedOver).
 * Example: new DayCount(daySelection(undefined, ["2026-11-04"]), "UTC") over Mon 11-02 to Mon 11-09
 * with mail every day => 4 days counted, Sat, Sun and Wed left out, no day without mail.
 */
export class DayCount {
  private readonly dayOf: (ms: number) => { date: string; weekday: number };
  private readonly isCounted: (ms: number) => boolean;
  /** Counted messages by local date. */
  readonly mailByDate = new Map<string, number>();

  constructor(
    readonly selection: DaySelection,
    timeZone: string
  ) {
    this.dayOf = localDayIn(timeZone);
    this.isCounted = countedDayIn(selection, this.dayOf);
  }

  counts(ms: number): boolean {
    return this.isCounted(ms);
  }

  tally(ms: number): void {
    const date = this.dayOf(ms).date;
    this.mailByDate.set(date, (this.mailByDate.get(date) ?? 0) + 1);
  }

  countedOver(startMs: number, endMs: number): CountedDays {
    const days = periodDays(startMs, endMs, this.selection, this.dayOf);
    const name = (d: PeriodDay) => `${WEEKDAY_NAMES[d.weekday]} ${d.date}`;
    const part = (d: PeriodDay) =>
      d.share < 1 - 1e-9 ? ` (${Math.round(d.share * 100)} % of it in the period)` : "";
    return {
      rule: this.selection.label,
      days: countedDays(days),
      counted: days.filter((d) => d.counted).map((d) => name(d) + part(d)),
      leftOut: days.filter((d) => !d.counted).map((d) => `${name(d)} (${d.leftOut})`),
      withoutMail: days
        .filter((d) => d.counted && !this.mailByDate.has(d.date))
        .map((d) => name(d) + part(d)),
    };
  }
}
