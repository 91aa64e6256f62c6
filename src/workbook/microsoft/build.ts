import { evaluateMicrosoft } from "../../core/microsoft/size";
import { parseMicrosoftScenario } from "../../core/microsoft/scenario/parse";
import { NamedRange, SheetSpec, WorkbookSpec } from "../model";
import { STYLES } from "../styles";
import { MICROSOFT_TEMPLATES } from "../templates";
import { MicrosoftContext } from "./context";
import { workbookSteps } from "./workbookSteps";
import { printHeaderFooter } from "../printSetup";

/**
 * The Microsoft method's workbook for a `microsoft` scenario (JSON as `exsize size` reads it): Summary,
 * Inputs (the tiers as a table), Tier profile, Databases and servers, Failure modes, Replication,
 * Activation scenarios, Mailbox growth, Copy layout and Notes, every
 * figure a native formula printed from the core's steps over ex.ms.* names. The scenario is checked as
 * `exsize size` checks it (a SizingError names a bad key).
 * Example: buildMicrosoftWorkbook({"method":"microsoft"}) names ex.ms.databaseCount, which LibreOffice
 * recalculates to 40, the calculator's example design.
 */
export function buildMicrosoftWorkbook(
  json: unknown,
  opts: {
    readonly date?: Date;
    /**
     * Sheets left out (the Compare workbook's designs need no Copy layout, Notes, Activation scenarios
     * or Mailbox growth; exsize workbook omits none). The Summary's replication rows go with the
     * Replication sheet.
     */
    readonly omitSheets?: readonly string[];
    /** "compact": the Replication sheet a compared design carries (replicationCompactSheet.ts). */
    readonly replicationSheet?: "full" | "compact";
  } = {}
): WorkbookSpec {
  const scenario = parseMicrosoftScenario(json);
  const given = json as Readonly<Record<string, unknown>>;
  const base: Omit<MicrosoftContext, "names"> = {
    json: given,
    scenario,
    steps: workbookSteps(),
    values: evaluateMicrosoft(scenario),
    date: opts.date ?? new Date(),
    omitSheets: opts.omitSheets ?? [],
    replicationSheet: opts.replicationSheet ?? "full",
  };
  const sheets: SheetSpec[] = [];
  const names: NamedRange[] = [];
  for (const template of MICROSOFT_TEMPLATES) {
    if (opts.omitSheets?.includes(template.name)) continue;
    const built = template.build({ ...base, names: [...names] });
    if (built.sheet.name !== template.name || built.sheet.role !== template.role)
      throw new Error(`template ${template.name} built a different sheet (${built.sheet.name})`);
    // Every printed page names the customer, project and date, and its page (printSetup.ts).
    // A sheet's own header part (the Copy layout's build stamp in the centre) joins the common ones.
    const print = built.sheet.print;
    const common = printHeaderFooter(base);
    sheets.push(
      print
        ? {
            ...built.sheet,
            print: { ...common, ...print, header: { ...common.header, ...print.header } },
          }
        : built.sheet
    );
    names.push(...built.names);
  }
  const seen = new Set<string>();
  for (const n of names) {
    const lower = n.name.toLowerCase();
    if (seen.has(lower)) throw new Error(`two names differ in case only or repeat: ${n.name}`);
    seen.add(lower);
  }
  const customer =
    typeof given.customer === "string" && given.customer ? ` for ${given.customer}` : "";
  return {
    title: `Exchange Server sizing by Microsoft's method${customer}`,
    sheets,
    names,
    styles: STYLES,
    activeSheet: sheets[0].name,
  };
}
