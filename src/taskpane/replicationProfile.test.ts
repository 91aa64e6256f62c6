/**
 * The replication inputs in the pane's Microsoft environment (issue 21's keys, E2013Calcv7.6
 * Input!B143:G168): the link, its latency and the 24-hour log profile, pasted as Excel copies cells.
 */
import * as fc from "fast-check";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { ENV_FIELDS, EnvField, envFromScenario, envMessage, envToScenario } from "./msEnvironment";
import { profileReading, profileText, readProfile } from "./replicationProfile";

const field = (key: string): EnvField => ENV_FIELDS.find((f) => f.key === key)!;

// A profile summing to 100 % (4 % in hours 1-20, 5 % in hours 21-24), as Excel copies it.
const HOURS = [...Array(20).fill(4), 5, 5, 5, 5] as number[];
const EXCEL_ROW = `${HOURS.join("\t")}\r\n`; // a row of 24 cells
const EXCEL_COLUMN = HOURS.map((h) => `${h}\r\n`).join(""); // a column of 24 cells

test("the section offers the calculator's 28 links by their exact names, and its defaults", () => {
  const link = field("networkLinkType");
  // E2013Calcv7.6 Tables!A101:A128 (tblNetworkLink): 28 names, first and last, and the two that
  // look alike but are distinct entries.
  expect(link.choices).toHaveLength(28);
  expect(link.choices![0]).toBe("64 Kilobit");
  expect(link.choices![27]).toBe("10 Gigabit Ethernet");
  expect(link.choices).toEqual(
    expect.arrayContaining(["E1 (2 Mbps)", "DS1 / T1 (1.5 Mbps)", "Gigabit Ethernet E1 (50 Mbps)"])
  );
  // E2013Calcv7.6-Example.xlsm Input!G144 and G145.
  expect(link.blankShown).toBe("Gigabit Ethernet");
  expect(field("networkLinkLatencyMs").blankShown).toBe("50");
  expect(field("networkLinkLatencyMs").unit).toBe("ms");
});

test("the scenario carries the three keys as exsize size reads them; left blank, none of them", () => {
  const env = envToScenario(
    {
      networkLinkType: "OC-3 (155 Mbps)",
      networkLinkLatencyMs: "20",
      logGenerationProfilePercent: EXCEL_ROW,
    },
    "en-US"
  );
  expect(env).toEqual({
    networkLinkType: "OC-3 (155 Mbps)",
    networkLinkLatencyMs: 20,
    logGenerationProfilePercent: HOURS,
  });
  const scenario = parseMicrosoftScenario({ method: "microsoft", ...env });
  expect(scenario.cells["input.networkLinkType"]).toBe("OC-3 (155 Mbps)");
  expect(scenario.cells["input.networkLinkLatencyMs"]).toBe(20);
  // The calculator's cells hold fractions: 4 % is 0.04 (Input!C145), 5 % is 0.05 (Input!C168).
  expect(scenario.cells["input.logGenerationProfile.hour1"]).toBe(0.04);
  expect(scenario.cells["input.logGenerationProfile.hour24"]).toBe(0.05);

  const blank = envToScenario(
    { networkLinkType: "", networkLinkLatencyMs: "", logGenerationProfilePercent: " \n" },
    "en-US"
  );
  expect(blank).toEqual({});
});

test("a bad latency gets the core's rule message (REPLICATION_INPUT_RULES), named by the label", () => {
  // The rule: E2013Calcv7.6 data validation on Input!G145, a decimal of 0 or more.
  expect(envMessage(field("networkLinkLatencyMs"), "-1", "en-US")).toBe(
    "Network link latency: must be a number of 0 or more (got -1)"
  );
  expect(envMessage(field("networkLinkLatencyMs"), "fast", "en-US")).toBe(
    "Network link latency: must be a number (got “fast”)"
  );
  expect(envMessage(field("networkLinkLatencyMs"), "0", "en-US")).toBeUndefined();
  expect(envMessage(field("networkLinkLatencyMs"), "12,5", "de-DE")).toBeUndefined();
});

test("a profile pasted from Excel (a row, a column), or typed with commas, reads as its 24 numbers", () => {
  expect(readProfile(EXCEL_ROW, "en-US")).toEqual({ kind: "profile", values: HOURS });
  expect(readProfile(EXCEL_COLUMN, "en-US")).toEqual({ kind: "profile", values: HOURS });
  expect(readProfile(HOURS.join(", "), "en-US")).toEqual({ kind: "profile", values: HOURS });
  // Percent-formatted cells copy as "4%".
  expect(readProfile(HOURS.map((h) => `${h}%`).join("\t"), "en-US")).toEqual({
    kind: "profile",
    values: HOURS,
  });
  // de-DE: the comma is the decimal separator, so "4,5" is one number; tabs, lines, semicolons split.
  const halves = [...Array(16).fill(4.5), ...Array(8).fill(3.5)] as number[];
  const german = halves.map((h) => String(h).replace(".", ",")).join("\t");
  expect(readProfile(german, "de-DE")).toEqual({ kind: "profile", values: halves });
  expect(readProfile(german.replace(/\t/g, "; "), "de-DE")).toEqual({
    kind: "profile",
    values: halves,
  });
  expect(envMessage(field("logGenerationProfilePercent"), EXCEL_COLUMN, "en-US")).toBeUndefined();
});

test("a profile of 23 numbers, or with a bad hour, is refused with a message saying which", () => {
  const profile = field("logGenerationProfilePercent");
  expect(envMessage(profile, HOURS.slice(1).join("\t"), "en-US")).toBe(
    "Logs generated per hour (hours 1 to 24): must be 24 numbers, one for each hour 1 to 24 (got 23)"
  );
  // An empty cell in a pasted row is not a number: the row reads as 23.
  expect(envMessage(profile, HOURS.map((h, i) => (i === 3 ? "" : h)).join("\t"), "en-US")).toBe(
    "Logs generated per hour (hours 1 to 24): must be 24 numbers, one for each hour 1 to 24 (got 23)"
  );
  const withNegative = HOURS.map((h, i) => (i === 4 ? -1 : h)).join(" ");
  expect(envMessage(profile, withNegative, "en-US")).toBe(
    "Logs generated per hour (hours 1 to 24): hour 5 must be a number of 0 or more (got -1)"
  );
  const withWord = HOURS.map((h, i) => (i === 23 ? "n/a" : h)).join("\n");
  expect(envMessage(profile, withWord, "en-US")).toBe(
    "Logs generated per hour (hours 1 to 24): hour 24 must be a number (got “n/a”)"
  );
  expect(envToScenario({ logGenerationProfilePercent: withNegative }, "en-US")).toEqual({});
});

test("the reading gives the sum, and says politely when it is not 100 % that it is used as given", () => {
  expect(profileReading(HOURS, "en-US")).toBe("24 hours read; they sum to 100 %.");
  expect(profileReading(Array(24).fill(4), "en-US")).toBe(
    "24 hours read; they sum to 96 %. The calculator uses the profile as given, without scaling it to 100 %, so the replication figures will be lower than a full day's logs would give."
  );
  expect(profileReading([...Array(23).fill(4), 12.5], "de-DE")).toMatch(
    /^24 hours read; they sum to 104,5 %\. .* will be higher than/
  );
  expect(profileReading(Array(24).fill(0), "en-US")).toBe(
    "24 hours read; they sum to 0 %. With every hour at 0, the calculator shows no replication figures (“--”)."
  );
});

test("Open: a design's replication keys are shown in the form and read back as they were", () => {
  const design = {
    networkLinkType: "E1 (2 Mbps)",
    networkLinkLatencyMs: 12.5,
    logGenerationProfilePercent: [...Array(16).fill(4.5), ...Array(8).fill(3.5)],
  };
  const texts = envFromScenario(design, "de-DE");
  expect(texts).toMatchObject({ networkLinkType: "E1 (2 Mbps)", networkLinkLatencyMs: "12,5" });
  expect(texts.logGenerationProfilePercent.split("\n")).toEqual([
    "4,5 4,5 4,5 4,5 4,5 4,5",
    "4,5 4,5 4,5 4,5 4,5 4,5",
    "4,5 4,5 4,5 4,5 3,5 3,5",
    "3,5 3,5 3,5 3,5 3,5 3,5",
  ]);
  expect(envToScenario(texts, "de-DE")).toEqual(design);
  expect(envFromScenario({}, "en-US").logGenerationProfilePercent).toBe("");
  fc.assert(
    fc.property(
      fc.constantFrom("en-US", "de-DE", "fr-FR"),
      // Each hour 0 or at least 1e-9 (smaller ones the core refuses: NUMBER_LIMITS).
      fc.array(fc.oneof(fc.constant(0), fc.double({ min: 1e-9, max: 100, noNaN: true })), {
        minLength: 24,
        maxLength: 24,
      }),
      (locale, hours) => {
        const back = readProfile(profileText(hours, locale), locale);
        expect(back).toEqual({ kind: "profile", values: hours });
      }
    )
  );
});

test("content-index replication: blank is every copy; a choice is carried as exsize size reads it", () => {
  const ci = field("contentIndexReplication");
  expect(ci.choices).toEqual(["everyCopy", "laggedCopiesOnly"]);
  expect(ci.blankShown).toBe("everyCopy");
  expect(envToScenario({ contentIndexReplication: "" }, "en-US")).toEqual({});
  const env = envToScenario({ contentIndexReplication: "laggedCopiesOnly" }, "en-US");
  expect(env).toEqual({ contentIndexReplication: "laggedCopiesOnly" });
  const cells = (json: Record<string, unknown>) =>
    parseMicrosoftScenario({ method: "microsoft", exchangeVersion: "2019", ...json }).cells;
  expect(cells({})["input.contentIndexReplication"]).toBe("everyCopy");
  expect(cells(env)["input.contentIndexReplication"]).toBe("laggedCopiesOnly");
});
