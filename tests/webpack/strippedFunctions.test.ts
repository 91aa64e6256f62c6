/**
 * The EX.MS* and EX.SUMMARY functions answer the same from the core copy their first call loads
 * (webpack.config.js's "functions" layer, whose step sources and notes scripts/webpack/stripStepWords.js
 * empties) as from the core the pane and the CLI use. Here the layer's modules
 * (scripts/webpack/functionsLayer.js) are loaded as the build makes them (TypeScript emitted as
 * ES2020 modules, the loader, then run), and every other module is the one shared instance, as in the
 * page; each function's example, and designs that fail with a message naming a step, give the same
 * value or the same #VALUE! message both ways.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { FunctionDeclaration } from "../../src/functions/declaration";
import { MICROSOFT_FUNCTIONS } from "../../src/functions/declarations/microsoft";
import { MICROSOFT_REPLICATION_FUNCTIONS } from "../../src/functions/declarations/microsoftReplication";
import { SUMMARY_FUNCTIONS } from "../../src/functions/declarations/summary";
import { invoke, invokeStripped } from "../../src/functions/invoke";
import { labelled } from "../../src/functions/stepLabels";
import { microsoftSteps } from "../../src/core/microsoft/sizeSteps";
import { serverStepsOf } from "../../src/core/microsoft/servers/result";
import {
  DELL_SUMMARY_NAMES,
  DELL_SUMMARY_STEPS,
  dellSummary,
} from "../../src/core/summary/dellSummary";
import { MICROSOFT_SUMMARY_STEPS } from "../../src/core/summary/microsoftSummary";
import { RefusalError, StepError } from "../../src/core/errors";
import { parseMicrosoftScenario } from "../../src/core/microsoft/scenario/parse";
import { REFUSALS } from "../../src/core/microsoft/scenario/refusal";
import { worded } from "../../src/functions/refusalWords";
import { Step } from "../../src/core/formula";

const { stripStepWords } = require("../../scripts/webpack/stripStepWords") as {
  stripStepWords: (
    source: string,
    fileName: string,
    root: string,
    options: { labels: boolean }
  ) => { code: string; stripped: number };
};
const { layered } = require("../../scripts/webpack/functionsLayer") as {
  layered: (file: string) => boolean;
};

const ROOT = path.resolve(__dirname, "../..");

/** The functions layer as webpack builds it: layered modules stripped and loaded once each. */
function functionsLayer(): (file: string) => Record<string, unknown> {
  const cache = new Map<string, { exports: Record<string, unknown> }>();
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    for (const f of [`${base}.ts`, path.join(base, "index.ts")]) if (fs.existsSync(f)) return f;
    throw new Error(`cannot resolve ${spec} from ${from}`);
  };
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const esm = ts.transpileModule(fs.readFileSync(file, "utf8"), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
      fileName: file,
    }).outputText;
    const stripped = stripStepWords(esm, file, ROOT, { labels: true }).code;
    const cjs = ts.transpileModule(stripped, {
      compilerOptions: {
        target: ts.ScriptTarget.ES2020,
        module: ts.ModuleKind.CommonJS,
        allowJs: true,
      },
      fileName: file.replace(/\.ts$/, ".js"),
    }).outputText;
    const module = { exports: {} as Record<string, unknown> };
    cache.set(file, module);
    const req = (spec: string) => {
      if (!spec.startsWith(".")) return require(spec);
      const target = resolve(file, spec);

      return layered(target) ? load(target) : require(target); // shared: jest's one instance
    };
    new Function("require", "module", "exports", cjs)(req, module, module.exports);
    return module.exports;
  };
  return load;
}

const failure = (e: unknown) => ({
  error: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
});

function answer(decl: FunctionDeclaration, args: readonly unknown[]): unknown {
  try {
    return invoke(decl, args);
  } catch (e) {
    return failure(e);
  }
}

/** A stripped declaration answered as its adapter does (invokeStripped: a step's label put back). */
async function strippedAnswer(decl: FunctionDeclaration, args: readonly unknown[]) {
  try {
    return await invokeStripped(decl, args);
  } catch (e) {
    return failure(e);
  }
}

const load = functionsLayer();
const decl = (d: string) => path.join(ROOT, `src/functions/declarations/${d}.ts`);
const layer = {
  ...(load(decl("microsoft")) as Record<string, unknown>),
  ...(load(decl("microsoftReplication")) as Record<string, unknown>),
  ...(load(decl("summary")) as Record<string, unknown>),
} as Record<string, FunctionDeclaration | FunctionDeclaration[]>;
const core = (file: string) => load(path.join(ROOT, `src/core/${file}.ts`));
const sizeSteps = core("microsoft/sizeSteps") as { microsoftSteps: typeof microsoftSteps };
const serverResult = core("microsoft/servers/result") as { serverStepsOf: typeof serverStepsOf };
const dell = core("summary/dellSummary") as {
  DELL_SUMMARY_STEPS: typeof DELL_SUMMARY_STEPS;
  dellSummary: typeof dellSummary;
};
const msSummary = core("summary/microsoftSummary") as {
  MICROSOFT_SUMMARY_STEPS: typeof MICROSOFT_SUMMARY_STEPS;
};

const strippedParse = core("microsoft/scenario/parse") as {
  parseMicrosoftScenario: typeof parseMicrosoftScenario;
};

/**
 * A bad `microsoft` scenario for every refusal of the scenario readers' table (scenario/refusal.ts
 * REFUSALS), by the refusal's name: what the CLI, the pane and the functions refuse.
 */
const ms = (given: object) => ({ method: "microsoft", ...given });
const tier = (given: object) => ms({ tiers: [{ mailboxes: 5, ...given }] });
const BAD: readonly (readonly [string, unknown])[] = [
  ["notObject", 5],
  ["notMicrosoft", { method: "dell" }],
  ["exchangeVersion", ms({ exchangeVersion: "2010" })],
  ["notText", ms({ project: 5 })],
  ["notText", ms({ dagName: 5 })],
  ["tooLong", ms({ customer: "x".repeat(32768) })],
  ["prices", ms({ prices: { server: 1 } })],
  ["serversDisagree", ms({ servers: 4, exchangeServersPerDag: 5 })],
  ["names", ms({ names: "srv" })],
  ["notAnInput", ms({ bogus: 1 })],
  ["mcdbCapacityPercent", ms({ mcdbCapacityPercent: 20 })],
  ["mcdbSsdCapacityGB", ms({ mcdbSsdCapacityGB: 0 })],
  ["sockets", ms({ sockets: 0 })],
  ["percentMixup", ms({ dataOverheadFactor: 20 })],
  ["fractionMixup", ms({ volumeFreeSpacePercent: 0.05 })],
  ["yesNo", ms({ hyperthreading: "maybe" })],
  ["messages", tier({ messagesPerDay: 75 })],
  ["diskSize", ms({ diskCapacityGB: "lots" })],
  ["oneOf", ms({ datacenterModel: "Two" })],
  ["oneOf", ms({ dacMode: "on" })],
  ["tiers", ms({ tiers: [] })],
  ["tierObject", ms({ tiers: [5] })],
  ["notTierInput", tier({ colour: 1 })],
  ["archiveFalse", tier({ archive: false, archiveQuotaMB: 100 })],
  ["archiveTrue", tier({ archive: true })],
  ["trueOrFalse", tier({ archive: "yes" })],
  ["trueOrFalse", ms({ manualDagNetworkConfiguration: "yes" })],
  ["noMailboxes", ms({ tiers: [{ mailboxes: 0 }] })],
  ["noMailboxes", ms({ tiers: [{ mailboxes: 0 }, { mailboxes: 0 }] })],
  ["quotaBelowInitial", tier({ quotaMB: 100, initialMailboxMB: 200 })],
  ["acceptedDespite", ms({ acceptedDespite: 5 })],
  ["notReject", ms({ acceptedDespite: ["nope"] })],
  ["processorVendor", ms({ processorVendor: "Via" })],
  ["processorModel", ms({ processor: "Xeon" })],
  ["cpuTwice", ms({ specRate2017IntBase: 100, specIntRate2006: 100 })],
  ["specRate2017", ms({ specRate2017IntBase: -1 })],
  ["logProfile", ms({ logGenerationProfilePercent: [5] })],
  ["networkLinkType", ms({ networkLinkType: "carrier pigeon" })],
  ["contentIndexReplication", ms({ contentIndexReplication: "never" })],
  ["dangerous", ms({ dagName: "a'b" })],
  ["notAscii", ms({ dagName: "\u00e9" })],
  ["notNetbiosName", ms({ dagName: "-x" })],
  ["notDatabaseName", ms({ databaseBaseName: "-x" })],
  ["notHost", ms({ domainController: "a..b" })],
  ["notHost", ms({ alternateWitnessServer: "a..b" })],
  ["notWindowsPath", ms({ witnessDirectory: "D" })],
  ["serverNames", ms({ serverNames: [] })],
  ["sameName", ms({ serverNames: ["ex01", "EX01"] })],
  ["ipAddresses", ms({ dagIpAddresses: "x" })],
  ["broadcast", ms({ dagIpAddresses: ["255.255.255.255"] })],
  ["port", ms({ replicationPort: 0 })],
];
const refusalBy = (parse: typeof parseMicrosoftScenario, json: unknown): RefusalError => {
  try {
    parse(json);
  } catch (e) {
    return e as RefusalError;
  }
  throw new Error(`${JSON.stringify(json)} is not refused`);
};

/** The steps a StepError can name on the functions' path (src/functions/stepLabels.ts), both copies. */
const nameable = (copy: {
  servers: typeof serverStepsOf;
  dell: readonly Step[];
  microsoft: readonly Step[];
}) => [...[1, 2, 3, 4].flatMap((t) => copy.servers(t)), ...copy.microsoft, ...copy.dell];
const plainNameable = nameable({
  servers: serverStepsOf,
  dell: DELL_SUMMARY_STEPS,
  microsoft: MICROSOFT_SUMMARY_STEPS,
});
const strippedNameable = nameable({
  servers: serverResult.serverStepsOf,
  dell: dell.DELL_SUMMARY_STEPS,
  microsoft: msSummary.MICROSOFT_SUMMARY_STEPS,
});

describe("the functions' stripped core", () => {
  it("is stripped (the steps' sources are empty there, and only there)", () => {
    const plain = microsoftSteps();
    const stripped = sizeSteps.microsoftSteps();
    expect(stripped.map((s) => s.key)).toEqual(plain.map((s) => s.key));
    // the labels written out are emptied too (the error path puts a named step's back, below)
    expect(stripped.filter((s) => s.label === "").length).toBeGreaterThan(300);
    expect(plain.filter((s) => s.label === "")).toEqual([]);
    expect(stripped.filter((s) => s.source === "E2013Calcv7.6, ").length).toBeGreaterThan(100);
    expect(plain.filter((s) => s.source === "E2013Calcv7.6, ")).toEqual([]);
  });

  const all = [...MICROSOFT_FUNCTIONS, ...MICROSOFT_REPLICATION_FUNCTIONS, ...SUMMARY_FUNCTIONS];
  it.each(all.map((d) => [d.id, d] as const))(
    "%s answers its example as before",
    async (id, plain) => {
      const stripped = layer[id] as FunctionDeclaration;
      expect(stripped).not.toBe(plain);
      const a = await strippedAnswer(stripped, plain.example.args);
      expect(a).toEqual(answer(plain, plain.example.args));
      expect(a).not.toHaveProperty("error");
    }
  );

  it.each(all.map((d) => [d.id, d] as const))(
    "%s fails with the same message on designs it refuses",
    async (id, plain) => {
      const stripped = layer[id] as FunctionDeclaration;
      const tiers = plain.params.findIndex((p) => p.name === "tiers");
      const variants: unknown[][] = [];
      const args = [...plain.example.args];
      // A tier whose messages or quota the calculator cannot size, and a bad first argument.
      if (tiers >= 0 && Array.isArray(args[tiers])) {
        const rows = args[tiers] as unknown[][];
        variants.push(args.map((v, i) => (i === tiers ? [rows[0], rows[1].map(() => 0)] : v)));
      } else {
        variants.push(args.map((v, i) => (i === 0 ? 0 : v)));
        variants.push(args.map((v, i) => (i === 0 ? -5 : v)));
      }
      variants.push(args.map(() => null));
      for (const v of variants) expect(await strippedAnswer(stripped, v)).toEqual(answer(plain, v));
    }
  );

  it("throws a StepError only where src/functions/stepLabels.ts looks (serverSteps, the summaries)", () => {
    // the layered modules that call the two throwers (evaluateSteps, valueOf) or evaluateSummary
    const { layeredSet } = require("../../scripts/webpack/functionsLayer") as {
      layeredSet: () => Set<string>;
    };
    const callers = [...layeredSet()]
      .filter((f) => /\b(evaluateSteps|valueOf|evaluateSummary)\(/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(ROOT, f).split(path.sep).join("/"))
      .sort();
    // (evaluate.ts's valueOf, step.ts's evaluateSteps and summarySteps.ts's evaluateSummary are shared,
    // word-free modules: the steps they are given come from these)
    expect(callers).toEqual([
      "src/core/microsoft/servers/result.ts", // sizeServers: serverSteps(tiers)
      "src/core/summary/dellSummary.ts", // DELL_SUMMARY_STEPS
      "src/core/summary/microsoftSummary.ts", // MICROSOFT_SUMMARY_STEPS
    ]);
  });

  it("puts back the label of every step an error can name, by its key", () => {
    expect(strippedNameable.map((s) => s.key)).toEqual(plainNameable.map((s) => s.key));
    // one label a key in these lists (the Microsoft and Dell summaries share their keys and labels)
    const labels = new Map<string, Set<string>>();
    for (const p of plainNameable) labels.set(p.key, (labels.get(p.key) ?? new Set()).add(p.label));
    expect([...labels].filter(([, l]) => l.size > 1)).toEqual([]);
    strippedNameable.forEach((s, i) => {
      const plain = plainNameable[i];
      // a label is emptied or left as it is, never made from an emptied one
      expect([plain.label, ""]).toContain(s.label);
      const restored = labelled(new StepError(s, "#NUM!", "why"));
      expect(restored.message).toBe(new StepError(plain, "#NUM!", "why").message);
      expect(restored.code).toBe("invalidNumber");
    });
  });

  it("words every scenario refusal as the unstripped core (src/functions/refusalWords.ts)", () => {
    const named = new Set<string>();
    for (const [name, json] of BAD) {
      const plain = refusalBy(parseMicrosoftScenario, json);
      expect([plain.constructor, plain.refusal]).toEqual([RefusalError, name]);
      expect(plain.message).not.toBe("");
      // the functions' copy: the same refusal, its words emptied (errors.ts is the one shared module)
      const stripped = refusalBy(strippedParse.parseMicrosoftScenario, json);
      expect([stripped.constructor, stripped.refusal, stripped.message]).toEqual([
        RefusalError,
        name,
        "",
      ]);
      const again = worded(stripped);
      expect([again.message, again.argument, again.code]).toEqual([
        plain.message,
        plain.argument,
        plain.code,
      ]);
      named.add(name);
    }
    expect([...named].sort()).toEqual(Object.keys(REFUSALS).sort());
  });

  it("gives a scenario refusal its words through the adapters' invokeStripped", async () => {
    // EX.MSDESIGN on one tier of 0 mailboxes: parse.ts refuses it (noMailboxes); and EX.MSDBCACHEMB's
    // growthPercent 0.05, a fraction where a percentage is due (fractionMixup), which its one-tier
    // adapter names "growthPercent", not "tiers[0].growthPercent" (the refusal's `dropped`)
    const design = MICROSOFT_FUNCTIONS.find((d) => d.id === "MSDESIGN") as FunctionDeclaration;
    const args = [[["mailboxes"], [0]]];
    const want = answer(design, args);
    expect(want).toEqual({
      error: "FunctionError: tiers[0].mailboxes is 0: a design needs 1 or more mailboxes",
    });
    expect(await strippedAnswer(layer.MSDESIGN as FunctionDeclaration, args)).toEqual(want);
    // without the words put back (invoke alone, over the stripped copy) the message is lost
    expect(answer(layer.MSDESIGN as FunctionDeclaration, args)).not.toEqual(want);
    const tierFn = MICROSOFT_FUNCTIONS.find((d) => d.id === "MSDBCACHEMB") as FunctionDeclaration;
    const growth = tierFn.params.findIndex((p) => p.name === "growthPercent");
    const tierArgs = tierFn.params.map((_, i) => (i === 0 ? 5000 : i === growth ? 0.05 : null));
    const tierWant = answer(tierFn, tierArgs);
    expect(tierWant).toEqual({
      error: expect.stringMatching(/^FunctionError: growthPercent 0.05 looks like a fraction/),
    });
    expect(await strippedAnswer(layer.MSDBCACHEMB as FunctionDeclaration, tierArgs)).toEqual(
      tierWant
    );
  });

  it("gives an error naming a step its label, word for word, through the adapters' invokeStripped", async () => {
    // A declaration double (a test double of a lazy group's function): EX.SUMMARY's stripped declaration
    // whose evaluate runs the Dell summary of the given copy on a figure that is text, so its step
    // summary.storageGBAllCopies (totalCapacityGB x copies) is #VALUE! and evaluateSteps throws naming it.
    const figures = Object.fromEntries(DELL_SUMMARY_NAMES.map((n) => [n, 2]));
    const doubleOf = (summaryOf: typeof dellSummary): FunctionDeclaration => ({
      ...(layer.SUMMARY as FunctionDeclaration),
      evaluate: () => {
        summaryOf({ ...figures, totalCapacityGB: "many" } as never);
        return 0;
      },
    });
    const args = (layer.SUMMARY as FunctionDeclaration).example.args;
    const want = answer(doubleOf(dellSummary), args);
    expect(want).toEqual({
      error:
        'FunctionError: Database and log capacity, all copies (summary.storageGBAllCopies) is #VALUE!: summary.storageGBAllCopies: "many" is text where a number is needed',
    });
    expect(await strippedAnswer(doubleOf(dell.dellSummary), args)).toEqual(want);
    // without the label put back (invoke alone, over the stripped copy) the message loses it
    expect(answer(doubleOf(dell.dellSummary), args)).not.toEqual(want);
  });
});
