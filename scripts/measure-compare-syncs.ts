/**
 * context.sync() calls and write-request sizes of building a Compare workbook of 2, 4, 6 and 12 designs
 * through the office-js builder on the Excel test double, as bench/compare.ts counts compareSyncs for 12
 * (docs/performance.md). 2, 4 and 6 designs alternate the Dell and Microsoft designs of
 * tests/workbook/compareDesigns.ts; 12 are all of them, in their order (the bench's).
 *
 * Run: npx tsc -p scripts/tsconfig.compare-syncs.json && node build/measure-syncs/scripts/measure-compare-syncs.js
 */
import { buildIntoWorkbook } from "../src/render/office";
import { CompareDesign, buildCompareWorkbook } from "../src/workbook/compare";
import { mockExcel } from "../tests/support/excel-double/officeMock";
import { COMPARE_TEST_DESIGNS } from "../tests/workbook/compareDesigns";

const DATE = new Date(2010, 6, 1);

async function main(): Promise<void> {
  const all: CompareDesign[] = COMPARE_TEST_DESIGNS.map(([label, scenario]) => ({
    label,
    scenario,
  }));
  const dell = all.filter((d) => !d.label.startsWith("MS "));
  const microsoft = all.filter((d) => d.label.startsWith("MS "));
  const mixed: CompareDesign[] = [];
  while (dell.length + microsoft.length > 0) {
    const first = mixed.length % 2 === 0 ? dell : microsoft;
    mixed.push((first.shift() ?? dell.shift() ?? microsoft.shift())!);
  }
  for (const n of [2, 4, 6, 12]) {
    const designs = n === all.length ? all : mixed.slice(0, n);
    const spec = buildCompareWorkbook(designs, { date: DATE });
    const double = mockExcel({ sheets: ["Sheet1"] });
    const report = await buildIntoWorkbook(double.context, {
      kind: "compare",
      makeSpec: () => spec,
    });
    const mb = (b: number): string => (b / 1048576).toFixed(2);
    const total = report.requestBytes.reduce((a, b) => a + b, 0);
    console.log(
      `${n} designs: ${report.syncs} syncs (double ${double.syncs()}), writes ${mb(total)} MB in ` +
        `${report.requestBytes.length} requests (${report.requestBytes.map(mb).join(" + ")}): ` +
        designs.map((d) => d.label).join("; ")
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
