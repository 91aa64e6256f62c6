/**
 * The working-day count of exsize profile (src/core/trackingLogs/workingDays.ts, issue 31): a whole
 * counted date counts 1 whatever its length (the daylight-saving days of Europe/Berlin: 2026-03-29 has
 * 23 hours, 2026-10-25 has 25, by the IANA rules: the last Sunday of March and of October), part of a
 * date counts its share, and the selection parses as documented. Dates and weekdays from the calendar.
 */
import fc from "fast-check";
import {
  countedDays,
  daySelection,
  localDayIn,
  periodDays,
} from "../../src/core/trackingLogs/workingDays";

const berlin = localDayIn("Europe/Berlin");
const utc = localDayIn("UTC");

test.each([
  // [zone, local midnight to local midnight as UTC instants, rule, counted days]
  [
    "Europe/Berlin, Sun 2026-10-25 (25 hours)",
    "2026-10-24T22:00:00Z",
    "2026-10-25T23:00:00Z",
    "all",
    1,
  ],
  [
    "Europe/Berlin, Sun 2026-03-29 (23 hours)",
    "2026-03-28T23:00:00Z",
    "2026-03-29T22:00:00Z",
    "all",
    1,
  ],
  [
    "Europe/Berlin, the week of 2026-10-19 to 10-26",
    "2026-10-18T22:00:00Z",
    "2026-10-25T23:00:00Z",
    "working",
    5,
  ],
])("%s", (_name, from, to, rule, expected) => {
  const days = periodDays(Date.parse(from), Date.parse(to), daySelection(rule), berlin);
  expect(countedDays(days)).toBeCloseTo(expected, 12);
});

test("half of Monday and half of Tuesday in UTC count 1 working day; a holiday on Tuesday leaves 0.5", () => {
  const from = Date.parse("2026-11-02T12:00:00Z");
  const to = Date.parse("2026-11-03T12:00:00Z");
  expect(countedDays(periodDays(from, to, daySelection(undefined), utc))).toBeCloseTo(1, 12);
  const days = periodDays(from, to, daySelection(undefined, ["2026-11-03"]), utc);
  expect(countedDays(days)).toBeCloseTo(0.5, 12);
  expect(days.map((d) => [d.date, d.counted, d.leftOut ?? ""])).toEqual([
    ["2026-11-02", true, ""],
    ["2026-11-03", false, "holiday"],
  ]);
});

test("every day counted over whole UTC days gives the calendar days (property)", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 1, max: 60 }), (d0, n) => {
      const from = Date.UTC(2020, 0, 1) + d0 * 86_400_000;
      const days = periodDays(from, from + n * 86_400_000, daySelection("all"), utc);
      return Math.abs(countedDays(days) - n) < 1e-9;
    }),
    { numRuns: 50 }
  );
});

test("the selection: working, all, lists, ranges over the week's end, any case", () => {
  expect([...daySelection(undefined).weekdays].sort()).toEqual([1, 2, 3, 4, 5]);
  expect([...daySelection("ALL").weekdays].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect([...daySelection("sun-thu").weekdays].sort()).toEqual([0, 1, 2, 3, 4]);
  expect([...daySelection("Fri-Mon").weekdays].sort()).toEqual([0, 1, 5, 6]);
  expect(daySelection("monday,wed").label).toBe("Mon, Wed");
  expect(() => daySelection("mo")).toThrow(/--days must be working, all/);
  expect(() => daySelection("mondays")).toThrow(/--days must be working, all/);
  expect(() => daySelection(undefined, ["2026-13-01"])).toThrow(/--holidays takes dates/);
});
