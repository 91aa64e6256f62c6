import { Step, ref, f } from "../../formula";
import { row } from "../stepRow";

/**
 * The placement rule of the copy layout (docs/copy-layout.md) written ONCE as steps of src/core/formula:
 * the core's layout evaluates them (placement.ts) and the workbook's Copy layout sheet prints them as the
 * native formulas of its helper rows (src/workbook/microsoft/layoutSheet.ts). They read five whole
 * numbers of one copy in one group of servers:
 *   copyIndex k (0 = the group's first copy), anchor a (0..n-1), rotation q (0, 1, ...),
 *   groupServers n, remainder r (the home datacenter's database count MOD n),
 * and give `copyServerInGroup`, the server 0..n-1 of the group that holds the copy:
 *   p = MOD(q, n-1); L = n - r - IF(a >= r, 1, 0)
 *   target = IF(p < L, r + MOD(IF(a >= r, a - r + 1 + p, a + p), n - r), MOD(IF(a >= r, a + p - L, a + 1 + p - L), r))
 *   offset1 = MOD(target - a, n); s = IF(n > 4, 1 + MOD(INT(q / (n-1)), n-2), 1); offset2 = IF(n - s = offset1, 1, n - s)
 *   offset = IF(k=0, 0, IF(k=1, offset1, IF(k=2, offset2,
 *              1 + MOD(offset2 - 1 - (k-2) - IF(k-2 >= MOD(offset2 - offset1, n-1), 1, 0), n-1))))
 *   server = MOD(a + offset, n)
 * Guards (derived, not in the closed form): p, the target and offset2 are 0 for a group of one server, where the
 * rule never reads them (k stays below n), so no step divides by zero; s is 1 for groups of up to 4 servers
 * (the rule, not a guard: see below).
 * INT(x) is written ROUNDDOWN(x, 0): the same for x >= 0, as q / (n-1) always is.
 * The third copy is s servers BEFORE the anchor (offset n - s; offset 1 when that is the second copy's), the
 * servers the anchor's own second copies reach last, so that after two failures the databases of the two
 * failed servers do not pile up on one survivor (docs/copy-layout.md, "offset(2)"); the copies after it go
 * on stepping back from it, skipping offset1. With 4 servers s stays 1: two failures leave two servers, and a
 * database goes to whichever of them comes first in its copies; s = 1 puts the n rotations of each q in orders
 * that favour each of the two as often as the other (docs/copy-layout.md).
 * Example: k = 2, a = 1, q = 5, n = 4, r = 0: p = 2, L = 3, target = 0, offset1 = 3, s = 1, n - s = 3 is
 * offset1 so offset2 = 1, server = MOD(1 + 1, 4) = 2; k = 3: k-2 = 1 >= MOD(1 - 3, 3) = 1, offset
 * 1 + MOD(1 - 1 - 1 - 1, 3) = 2, server 3 (placement.ts's example: copies on servers 1, 0, 2 and 3).
 * With 6 servers, k = 2, a = 2, q = 7, r = 0: p = 2, L = 5, target = 5, offset1 = 3, s = 1 + MOD(1, 4) = 2,
 * offset2 = 4, server 0; k = 3: k-2 = 1 >= MOD(4 - 3, 5) = 1, offset 1 + MOD(4 - 1 - 1 - 1, 5) = 2, server 4.
 */
const SOURCE =
  "ExSize copy layout (docs/copy-layout.md), derived: the calculator draws its Distribution sheet with VBA";
const NOTE = "derived: ExSize's closed-form placement rule, not a calculator cell";

const k = ref("copyIndex");
const a = ref("anchor");
const q = ref("rotation");
const n = ref("groupServers");
const r = ref("remainder");
const aLow = f`${a}>=${r}`;

export const PLACEMENT_STEPS: readonly Step[] = [
  row.sourced(NOTE)`turn | the database's turn among its anchor's databases, p | number | ${SOURCE}
    IF(${n}>1,MOD(${q},${n}-1),0)`,
  row.sourced(NOTE)`lowServers | servers r..n-1 other than the anchor, L | number | ${SOURCE}
    ${n}-${r}-IF(${aLow},1,0)`,
  row.sourced(
    NOTE
  )`failoverTarget | the server a failed anchor's database goes to | number | ${SOURCE}
    IF(
      ${n}=1,
      0,
      IF(
        turn<lowServers,
        ${r}+MOD(IF(${aLow},${a}-${r}+1+turn,${a}+turn),${n}-${r}),
        MOD(IF(${aLow},${a}+turn-lowServers,${a}+1+turn-lowServers),${r}))
    )`,
  row.sourced(NOTE)`offset1 | offset of the second copy | number | ${SOURCE}
    MOD(failoverTarget-${a},${n})`,
  row.sourced(NOTE)`spread | the third copy's step, s | number | ${SOURCE}
    IF(${n}>4,1+MOD(ROUNDDOWN(${q}/(${n}-1),0),${n}-2),1)`,
  row.sourced(NOTE)`offset2 | offset of the third copy | number | ${SOURCE}
    IF(${n}>1,IF(${n}-spread=offset1,1,${n}-spread),0)`,
  row.sourced(NOTE)`offset | offset of copy k from the anchor | number | ${SOURCE}
    IF(
      ${k}=0,
      0,
      IF(
        ${k}=1,
        offset1,
        IF(
          ${k}=2,
          offset2,
          1+MOD(offset2-1-(${k}-2)-IF(${k}-2>=MOD(offset2-offset1,${n}-1),1,0),${n}-1))
      )
    )`,
  row.sourced(
    NOTE
  )`copyServerInGroup | the group's server (0 up) holding copy k | number | ${SOURCE}
    MOD(${a}+offset,${n})`,
];
