/** The Microsoft method's environment form as data, and the tier table as a scenario. */
import { GLOBAL_INPUTS } from "../core/microsoft/scenario/inputs";
import { REPLICATION_INPUT_KEYS } from "../core/microsoft/extras/inputs";
import { parseMicrosoftScenario } from "../core/microsoft/scenario/parse";
import { ENV_FIELDS, ENV_GROUPS, EnvField, envMessage, envToScenario } from "./msEnvironment";
import {
  addTier,
  initialTiers,
  moveTier,
  renameTier,
  setTierValue,
  tierCellMessage,
  tiersToScenario,
} from "./tiers";
import { TIER_COLUMNS } from "./tierColumns";

const field = (key: string): EnvField => ENV_FIELDS.find((f) => f.key === key)!;

test("every input of the Microsoft scenario is a field, once, in a group of the calculator's Input sheet", () => {
  const keys = ENV_FIELDS.map((f) => f.key);
  expect(new Set(keys).size).toBe(keys.length);
  // parse.ts reads these itself (the CPU2017 and MetaCache keys of issue 30 among them), extras/inputs.ts
  // the replication inputs; every other key is a GLOBAL_INPUTS entry.
  expect([...keys].sort()).toEqual(
    [
      ...GLOBAL_INPUTS.map((s) => s.name),
      "project",
      "customer",
      "exchangeVersion",
      "datacenterModel",
      "maxDbSizeGB",
      "databaseCountCustom",
      "acceptedDespite",
      ...["", "Secondary", "Lagged"].flatMap((r) => [
        `processor${r}`,
        `sockets${r}`,
        `specRate2017IntBase${r}`,
      ]),
      "processorVendor",
      "hyperthreading",
      "mcdbCapacityPercent",
      "mcdbSsdCapacityGB",
      ...REPLICATION_INPUT_KEYS,
    ].sort()
  );
  expect(ENV_GROUPS.map((g) => g.title)).toEqual([
    "Project",
    "Exchange environment",
    "Site resilience",
    "Database copies",
    "Exchange data and databases",
    "I/O and transport",
    "Mailbox configuration",
    "Backup",
    "Storage",
    "Processors",
    "MetaCache SSDs (Exchange 2019 and SE)",
    "ExSize's verdict",
    "Replication between datacenters",
  ]);
  for (const f of ENV_FIELDS) expect(f.label.length).toBeLessThanOrEqual(50);
});

test("blank shows the example workbook's value (E2013Calcv7.6-Example.xlsm)", () => {
  expect(field("haCopies").blankShown).toBe("3"); // Input!C30
  expect(field("volumeFreeSpacePercent").blankShown).toBe("5"); // Input!C39, 5 %
  expect(field("backupMode").blankShown).toBe("Exchange Native Data Protection"); // Input!C97
  expect(field("coresPerServerSecondary").blankShown).toBe("As processor cores per server");
});

test("a typed value gets the core's own message (as exsize size), naming the field by its label", () => {
  expect(envMessage(field("haCopies"), "2.5", "en-US")).toBe(
    "HA database copies (including the active copy): must be a whole number from 1 to 16 (got 2.5)"
  );
  expect(envMessage(field("ioOverheadFactor"), "-1", "en-US")).toBe(
    "I/O overhead factor: must be a number from 0 to 1 (got -1)"
  );
  expect(envMessage(field("additionalIops"), "lots", "en-US")).toBe(
    "Additional I/O: must be a number (got “lots”)"
  );
  expect(envMessage(field("backupMode"), "Tape", "en-US")).toMatch(
    /^Backup methodology: must be one of/
  );
  expect(envMessage(field("haCopies"), "4", "en-US")).toBeUndefined();
  expect(envMessage(field("haCopies"), "", "en-US")).toBeUndefined();
  expect(envMessage(field("ioOverheadFactor"), "0,25", "de-DE")).toBeUndefined();
});

test("the typed environment becomes scenario keys; blank keys keep the core's default", () => {
  const env = envToScenario(
    {
      haCopies: "4",
      datacenterModel: "Active/Passive",
      diskCapacityGB: "6000",
      ioOverheadFactor: "",
      backupMode: "",
    },
    "en-US"
  );
  expect(env).toEqual({ haCopies: 4, datacenterModel: "Active/Passive", diskCapacityGB: 6000 });
  const scenario = parseMicrosoftScenario({ method: "microsoft", ...env });
  expect(scenario.cells["input.haCopies"]).toBe(4);
  expect(scenario.cells["input.siteResilienceModel"]).toBe("Active/Passive");
  expect(scenario.cells["input.diskCapacityDc1DatabaseLog"]).toBe("6000 GB");
});

test("the tier table becomes the scenario's tiers, in table order, in the core's units", () => {
  let t = addTier(initialTiers());
  t = renameTier(t, 2, "Executives");
  t = setTierValue(t, 2, "mailboxes", "1,500");
  t = setTierValue(t, 2, "messagesPerDay", "350");
  t = setTierValue(t, 2, "desktopSearch", "Yes");
  t = moveTier(t, 2, -1);
  const tiers = tiersToScenario(t, "en-US");
  expect(tiers.map((x) => x.mailboxes)).toEqual([1500, 5000]);
  expect(tiers[0]).toMatchObject({
    messagesPerDay: 350,
    desktopSearch: "Yes",
    readWriteRatio: "3:2",
  });
  expect(Object.keys(tiers[1])).toEqual(TIER_COLUMNS.map((c) => c.key));
  const scenario = parseMicrosoftScenario({ method: "microsoft", tiers });
  expect(scenario.tierCount).toBe(2);
  expect(scenario.cells["input.tier1.messagesPerDay"]).toBe("350 messages");
  expect(scenario.cells["input.tier2.mailboxes"]).toBe(5000);
});

test("a tier cell the core refuses gets the core's message, after the pane's own reading", () => {
  const mailboxes = TIER_COLUMNS.find((c) => c.key === "mailboxes")!;
  expect(tierCellMessage("Tier 1", mailboxes, "-5", "en-US")).toBe(
    "Tier 1, mailboxes: must be a whole number of 0 or more (got -5)"
  );
  expect(tierCellMessage("Tier 1", mailboxes, "5000", "en-US")).toBeUndefined();
});

// Open (a saved design back in the form): the scenario's tiers and environment as the form's texts.
import * as fc from "fast-check";
import { envFromScenario } from "./msEnvironment";
import { tiersFromScenario } from "./tiers";
import example from "../../examples/microsoft-example.json";

test("Open: the example scenario's tiers and environment shown in the form read back as the same scenario", () => {
  const table = tiersFromScenario(example.tiers, "en-US");
  // The whole table as expected: one tier (toMatchObject holds an array to its length), its texts.
  expect(table).toMatchObject({
    nextId: 2,
    tiers: [
      {
        name: "Tier 1",
        values: { mailboxes: "5000", messagesPerDay: "200", avgMessageKB: "75", quotaMB: "10240" },
      },
    ],
  });
  // A key the file leaves out stays blank (never a guessed value): the cell asks for one.
  expect(table.tiers[0].values.growthPercent).toBe("");
  // Read back: the file's numbers (the blank list cells read as "", which Build refuses).
  expect(tiersToScenario(table, "en-US")[0]).toMatchObject(example.tiers[0]);

  const texts = envFromScenario(example, "en-US");
  expect(texts).toMatchObject({
    exchangeVersion: "2013",
    datacenterModel: "Active/Active (Single DAG)",
    haCopies: "3",
    laggedCopies: "1",
    rpoHours: "",
  });
  const { method, tiers, ...environment } = example;
  void [method, tiers];
  expect(envToScenario(texts, "en-US")).toEqual(environment);
});

test("Open: numbers are shown in the display language (de-DE: 2,5) and read back as they were", () => {
  const table = tiersFromScenario([{ mailboxes: 6000, growthPercent: 2.5 }], "de-DE");
  expect(table.tiers[0].values).toMatchObject({ mailboxes: "6000", growthPercent: "2,5" });
  expect(envFromScenario({ dataOverheadFactor: 0.2, diskCapacityGB: 4000 }, "de-DE")).toMatchObject(
    {
      dataOverheadFactor: "0,2",
      diskCapacityGB: "4000",
    }
  );
  // A whole table the pane saved (2 tiers, one value changed) opens as it was typed.
  const typed = setTierValue(addTier(initialTiers()), 2, "mailboxes", "1250");
  const opened = tiersFromScenario(tiersToScenario(typed, "en-US"), "en-US");
  expect(opened.tiers.map((t) => t.values)).toEqual(typed.tiers.map((t) => t.values));
});

const full = tiersToScenario(initialTiers(), "en-US")[0];

test("Open: any tier numbers and environment numbers round-trip through the form's texts", () => {
  fc.assert(
    fc.property(
      fc.constantFrom("en-US", "de-DE", "fr-FR"),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.double({ min: 0, max: 1000, noNaN: true }),
      fc.double({ min: 0, max: 10, noNaN: true }),
      (locale, mailboxes, growthPercent, dataOverheadFactor) => {
        const tiers = [{ ...full, mailboxes, growthPercent }];
        const back = tiersToScenario(tiersFromScenario(tiers, locale), locale);
        expect(back).toEqual(tiers);
        const env = { dataOverheadFactor };
        expect(envToScenario(envFromScenario(env, locale), locale)).toEqual(env);
      }
    )
  );
});

// Issue 33 item 4: the 2019 inputs (issue 30) in the pane, checked by the CLI's own rules.
import { PROCESSOR_ROWS } from "../catalog/processorRows";
import { cpuReading, withProcessorModels } from "./msEnvironment";
import { useProcessorRows } from "./processorCatalog";

test("a disk of any size the 2019 catalog allows (1 to 100000 GB), the calculator's list only offered", () => {
  const disk = field("diskCapacityGB");
  expect(disk.choices).toBeUndefined();
  expect(disk.suggestions).toContain("4000");
  expect(envMessage(disk, "20000", "en-US")).toBeUndefined();
  expect(envToScenario({ diskCapacityGB: "20000" }, "en-US")).toEqual({ diskCapacityGB: 20000 });
  // parse.ts's message, as exsize size gives it for {"diskCapacityGB": 200000}
  expect(envMessage(disk, "200000", "en-US")).toMatch(
    /^Disk capacity \(every disk role\): must be a whole number of GB from 1 to 100000 .*\(got 200000\)$/
  );
  expect(envMessage(disk, "20000.5", "en-US")).toMatch(/must be a whole number of GB/);
});

test("MetaCache inputs and the accepted rejects take the CLI's ranges and messages", () => {
  expect(envMessage(field("mcdbCapacityPercent"), "6", "en-US")).toBeUndefined();
  expect(envMessage(field("mcdbCapacityPercent"), "12", "en-US")).toMatch(
    /^MetaCache share of the HDD capacity: must be a number from 5 to 10, .*\(got 12\)$/
  );
  expect(envMessage(field("mcdbSsdCapacityGB"), "0", "en-US")).toMatch(
    /^SSD size: must be a whole number of GB from 1 to 100000/
  );
  expect(envMessage(field("acceptedDespite"), "cpuFailureMode", "en-US")).toBeUndefined();
  expect(envMessage(field("acceptedDespite"), "noSuchRule", "en-US")).toMatch(
    /^Rejects accepted \(rule keys\): "noSuchRule" is not a reject rule's key/
  );
  expect(
    envToScenario({ mcdbCapacityPercent: "6", acceptedDespite: "cpuFailureMode" }, "en-US")
  ).toEqual({ mcdbCapacityPercent: 6, acceptedDespite: "cpuFailureMode" });
});

describe("a processor from the SPECrate2017 catalog", () => {
  beforeAll(() => useProcessorRows(PROCESSOR_ROWS));
  const texts = { processor: "Intel Xeon Gold 6448Y", sockets: "2" };

  test("resolves as the CLI resolves it, its row and derived conversion shown", () => {
    expect(envMessage(field("processor"), texts.processor, "en-US", texts)).toBeUndefined();
    expect(envMessage(field("sockets"), "2", "en-US", texts)).toBeUndefined();
    // src/catalog/processors.ts's example: median 578.5 over 38 results (506-619), 64 cores;
    // 578.5 x 9.711 (Intel, docs/microsoft-method.md) = 5617.8.
    expect(cpuReading(field("processor"), texts, "en-US")).toBe(
      "Intel Xeon Gold 6448Y x 2: SPECrate2017_int_base 578.5, the median of 38 result(s) (506 to 619); 64 cores; SPECint_rate2006 5617.8 (x 9.711, Intel, derived; 5399.1 to 6041.3)"
    );
    const design = withProcessorModels(
      { method: "microsoft", ...envToScenario(texts, "en-US") },
      PROCESSOR_ROWS
    );
    expect(design).toMatchObject({ specRate2017IntBase: 578.5, coresPerServer: 64, sockets: 2 });
  });

  test("a SPECrate2017 result alone shows its conversion by the family chosen", () => {
    // specConversion.ts's example: 400 x 9.711 = 3884.4 (3733.2 to 4177.2); AMD 400 x 8.01 = 3204.
    expect(cpuReading(field("specRate2017IntBase"), { specRate2017IntBase: "400" }, "en-US")).toBe(
      "SPECint_rate2006 3884.4 (x 9.711, Intel, derived; 3733.2 to 4177.2)"
    );
    expect(
      cpuReading(
        field("specRate2017IntBase"),
        { specRate2017IntBase: "400", processorVendor: "AMD" },
        "de-DE"
      )
    ).toBe("SPECint_rate2006 3204 (x 8,01, AMD, derived; 3140,8 to 3267,2)");
  });

  test("refusals name the input they are about: sockets, an unknown model, two CPUs for one server", () => {
    const withSockets = (s: string) => ({ ...texts, sockets: s });
    expect(envMessage(field("sockets"), "3", "en-US", withSockets("3"))).toMatch(
      /^Processor sockets per server: must be 1 or 2/
    );
    expect(
      envMessage(field("processor"), texts.processor, "en-US", withSockets("3"))
    ).toBeUndefined();
    expect(
      envMessage(field("processor"), "Intel Xeon Nothing 1", "en-US", {
        processor: "Intel Xeon Nothing 1",
        sockets: "2",
      })
    ).toMatch(
      /^Processor model \(SPEC CPU2017 catalog\): "Intel Xeon Nothing 1" is not in ExSize's processor catalog/
    );
    const both = { specIntRate2006: "900", specRate2017IntBase: "400" };
    expect(envMessage(field("specRate2017IntBase"), "400", "en-US", both)).toMatch(
      /^SPECrate2017_int_base per server: specRate2017IntBase and specIntRate2006 both give the CPU of the same servers/
    );
    expect(envMessage(field("specIntRate2006"), "900", "en-US", both)).toBeUndefined();
    expect(envMessage(field("socketsLagged"), "1", "en-US", { socketsLagged: "1" })).toMatch(
      /^Sockets, lagged copy servers: is given without processorLagged/
    );
    // sockets alone: HealthChecker's count, 1 to 16 (parse.ts)
    expect(envMessage(field("sockets"), "4", "en-US", { sockets: "4" })).toBeUndefined();
    expect(envMessage(field("sockets"), "17", "en-US", { sockets: "17" })).toMatch(
      /^Processor sockets per server: must be a whole number of 1 to 16/
    );
  });
});
