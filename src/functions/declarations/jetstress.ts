import { JETSTRESS_INPUTS, checkJetstress, jetstressTargetIops, verdictText } from "../../core";
import { CellValue, FunctionDeclaration } from "../declaration";
import { OPTIONS_PARAM, specParam } from "../params";

export const JETTARGET: FunctionDeclaration = {
  id: "JETTARGET",
  description:
    "Target transactional IOPS of a Jetstress run on one server: mailboxes x IOPS per mailbox, the tested profile with its 20% headroom (seeds 001, 003, 004).",
  params: [specParam(JETSTRESS_INPUTS.mailboxes), specParam(JETSTRESS_INPUTS.iopsPerMailbox)],
  result: { shape: "scalar", unit: "IOPS", description: "Target transactional IOPS." },
  example: {
    args: [500, 0.12],
    value: 60,
    digits: 0,
    note: "seed 001: Target Transactional I/O per Second 60",
  },
  evaluate: (a) => jetstressTargetIops(a.num("mailboxes"), a.num("iopsPerMailbox")),
};

export const JETCHECK: FunctionDeclaration = {
  id: "JETCHECK",
  description:
    "Checks a Jetstress run, as a spilled table naming each check that fails: achieved IOPS at least the target; read latency average below 20 ms, log write below 10 ms; maxima at most 100 ms (seed 000, section 3.1).",
  params: [
    specParam(JETSTRESS_INPUTS.targetIops),
    specParam(JETSTRESS_INPUTS.achievedIops),
    specParam(JETSTRESS_INPUTS.dbReadAvgMs),
    specParam(JETSTRESS_INPUTS.logWriteAvgMs),
    specParam(JETSTRESS_INPUTS.dbReadMaxMs, true, "not checked"),
    specParam(JETSTRESS_INPUTS.logWriteMaxMs, true, "not checked"),
    OPTIONS_PARAM,
  ],
  result: {
    shape: "matrix",
    unit: "",
    description:
      "A table with a header row: Check, Measured, Threshold, Unit, Result; the first row is the overall result.",
  },
  example: {
    args: [60, 1635.757, 10.17, 0.665],
    value: "Overall",
    note: "seed 001's run: Pass",
  },
  evaluate: (a) => {
    const verdict = checkJetstress(
      {
        ...a.nums(["targetIops", "achievedIops", "dbReadAvgMs", "logWriteAvgMs"]),
        ...a.optNums(["dbReadMaxMs", "logWriteMaxMs"]),
      },
      a.options()
    );
    const rows: CellValue[][] = [
      ["Check", "Measured", "Threshold", "Unit", "Result"],
      ["Overall", "", "", "", verdictText(verdict)],
    ];
    for (const c of verdict.checks) {
      rows.push([c.spec.label, c.measured ?? "", c.threshold, c.spec.unit, c.outcome]);
    }
    return rows;
  },
};

export const JETSTRESS_FUNCTIONS = [JETTARGET, JETCHECK];
