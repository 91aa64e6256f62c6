import {
  ARRAY_IOPS,
  CATALOG_SHEETS,
  DERIVED_IOPS_CAVEAT,
  DERIVED_IOPS_RULE,
  citation,
} from "../catalog";
import { DISAGREEMENTS, OPTION_SPECS, describeRule } from "../core";
import { FUNCTION_GROUPS } from "../functions/registry";
import { resultUnit, signature } from "../functions/signature";
import { formatNumber, formulaLiteral } from "./format";

/**
 * Markdown generated from the declarations for docs/ (npm run gen:docs), so the docs'
 * reference, `exsize --help` and Excel's formula help never disagree. A test fails when the docs'
 * generated blocks are stale.
 */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

export function functionReference(): string {
  const parts: string[] = [];
  for (const group of FUNCTION_GROUPS) {
    parts.push(
      `#### ${group.title}`,
      "",
      "| Function | Returns | What it computes | Example |",
      "| --- | --- | --- | --- |"
    );
    for (const f of group.functions) {
      const example = `\`=EX.${f.id}(${f.example.args.map(formulaLiteral).join(",")})\` → ${f.example.value}${f.example.note ? ` (${f.example.note})` : ""}`;
      parts.push(
        `| \`${signature(f)}\` | ${resultUnit(f)} | ${cell(f.description)} | ${cell(example)} |`
      );
    }
    parts.push("");
  }
  parts.push("Arguments:", "");
  const seen = new Set<string>();
  for (const f of FUNCTION_GROUPS.flatMap((g) => g.functions)) {
    for (const p of f.params) {
      if (seen.has(p.name)) continue;
      seen.add(p.name);
      parts.push(`- \`${p.name}\`${p.optional ? " (optional)" : ""}: ${p.description}`);
    }
  }
  return parts.join("\n");
}

export function optionsTable(): string {
  const rows = OPTION_SPECS.map(
    (o) =>
      `| \`${o.name}\` | ${o.default} | ${o.unit} | ${describeRule(o.rule)} | ${cell(o.description)} | ${o.source} |`
  );
  return [
    "| Option | Default | Unit | Allowed | Meaning | Source |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

export function disagreementsTable(): string {
  const rows = DISAGREEMENTS.map(
    (d) => `| ${d.where} | ${cell(d.conflict)} | ${cell(d.exsize)} | ${cell(d.alternative)} |`
  );
  return [
    "| Where | The sources say | ExSize does | The other reading |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

/** The IOPS of every model and RAID level with its basis, then the derivation rule and its limits. */
export function arraysIopsReference(): string {
  const rows = ARRAY_IOPS.map((r) => {
    const how =
      r.basis === "derived" ? `${citation(r.source)}: ${r.source.note}` : citation(r.source);
    return `| ${r.model} | ${r.raid} | ${formatNumber(r.iops)} | ${r.basis} | ${cell(how)} |`;
  });
  return [
    "| Model | RAID | IOPS | Basis | Source |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `The rule: ${DERIVED_IOPS_RULE}`,
    "",
    `What the rule ignores: ${DERIVED_IOPS_CAVEAT}`,
  ].join("\n");
}

/** A catalog sheet (header row first) as a Markdown table. */
function markdownTable(rows: readonly (readonly (string | number)[])[]): string {
  const line = (row: readonly (string | number)[]) =>
    `| ${row.map((c) => cell(typeof c === "number" ? formatNumber(c) : c)).join(" | ")} |`;
  const [header, ...body] = rows;
  return [line(header), `| ${header.map(() => "---").join(" | ")} |`, ...body.map(line)].join("\n");
}

export const GENERATED_SECTIONS: Readonly<Record<string, () => string>> = {
  functions: functionReference,
  options: optionsTable,
  disagreements: disagreementsTable,
  arrays: arraysIopsReference,
  "array-models": () => markdownTable(CATALOG_SHEETS.models()),
  "measured-configurations": () => markdownTable(CATALOG_SHEETS.measured()),
};

/** Replaces every `<!-- BEGIN GENERATED: name -->...<!-- END GENERATED: name -->` block in a document. */
export function fillGenerated(document: string): string {
  return document.replace(
    /(<!-- BEGIN GENERATED: ([\w-]+) -->)[\s\S]*?(<!-- END GENERATED: \2 -->)/g,
    (_m, begin: string, name: string, end: string) => {
      const make = GENERATED_SECTIONS[name];
      if (!make) throw new Error(`unknown generated section ${name}`);
      return `${begin}\n${make()}\n${end}`;
    }
  );
}
