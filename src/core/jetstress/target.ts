import { div, mul, ref } from "../formula/expr";
import { Step, formulaValue } from "../formula/step";
import { JETSTRESS_INPUTS } from "./jetstressInputs";

/**
 * Target transactional IOPS of a Jetstress run on one server.
 *
 * Formula: mailboxes on the server x IOPS per mailbox (the tested profile, which in the ESRP reports
 *          already includes 20% headroom)
 *          (seed 001, sections 1.2, 2.5 and 3.1: 500 mailboxes at 0.12 "including 20% headroom",
 *          "Target Transactional I/O per Second 60"; seed 004, Table 2: 2500 mailboxes at .18
 *          "include 20 percent headroom"; seed 003, Appendix A: 16,000 / 4 = 4,000 mailboxes per
 *          server at 0.18, "Target Transactional I/O per Second 720")
 * Units:   mailboxes, IOPS per mailbox => IOPS
 * Example: 500 x 0.12 = 60; 2500 x 0.18 = 450; 4000 x 0.18 = 720
 */
export const TARGET_IOPS_FORMULA = mul("mailboxes", "iopsPerMailbox");

/** TARGET_IOPS_FORMULA's value (EX.JETTARGET). */
export function jetstressTargetIops(mailboxes: number, iopsPerMailbox: number): number {
  return formulaValue(TARGET_IOPS_FORMULA, { mailboxes, iopsPerMailbox }, {}, "targetIops");
}

/**
 * The target of one server's run from a design, the workbook's Jetstress sheet: the fullest server's
 * mailboxes (the compute step usersPerServer), the design's IOPS per mailbox (DBIOP / NU, Table 16's
 * 20% included) and their product. Reads usersPerServer, DBIOP and NU.
 * Example: seed 003: 16,000 / 4 = 4,000 mailboxes x 1939.2 / 16,000 = 484.8 IOPS.
 */
export const JETSTRESS_TARGET_STEPS: readonly Step<
  "mailboxes" | "iopsPerMailbox" | "targetIops"
>[] = [
  {
    key: "mailboxes",
    label: JETSTRESS_INPUTS.mailboxes.label,
    formula: ref("usersPerServer"),
    unit: JETSTRESS_INPUTS.mailboxes.unit,
    source: "seed 003, Appendix A: a Jetstress instance on each of 4 servers tests 16,000 / 4",
    note: "",
  },
  {
    key: "iopsPerMailbox",
    label: "IOPS per mailbox of the design, headroom included",
    formula: div("DBIOP", "NU"),
    unit: JETSTRESS_INPUTS.iopsPerMailbox.unit,
    source:
      "seed 000, Table 16 step 4 (20% overhead); seeds 001 and 004 test a profile including 20% headroom",
    note: "Seed 003 tested 0.18 against a design of 0.101 for breathing room; this target is the design's own.",
  },
  {
    key: "targetIops",
    label: "Target transactional IOPS of the run",
    formula: TARGET_IOPS_FORMULA,
    unit: JETSTRESS_INPUTS.targetIops.unit,
    source: "seed 001, section 3.1; seed 003, Appendix A; seed 004, Table 2",
    note: "",
  },
];
