import { InputSpec } from "../scenarioInputs";
import { NON_NEGATIVE, POSITIVE, WHOLE_POSITIVE } from "../validation";

const REPORT = "a Jetstress report (seeds 001, 003, 004)";

/** The inputs of the Jetstress target and check: a design's mailboxes and profile, a run's results. */
export const JETSTRESS_INPUTS = {
  mailboxes: {
    name: "mailboxes",
    symbol: "mailboxes",
    label: "Mailboxes on the server (one Jetstress instance)",
    unit: "mailboxes",
    rule: WHOLE_POSITIVE,
    source: "seed 001, section 3.1; seed 003, Appendix A; seed 004, Table 2",
  },
  iopsPerMailbox: {
    name: "iopsPerMailbox",
    symbol: "iopsPerMailbox",
    label: "IOPS per mailbox tested, headroom included (e.g. 0.12, 0.18)",
    unit: "IOPS/mailbox",
    rule: POSITIVE,
    source: "seed 001, section 3.1; seed 003, Appendix A; seed 004, Table 2",
  },
  targetIops: {
    name: "targetIops",
    symbol: "targetIops",
    label: "Target transactional IOPS (EX.JETTARGET)",
    unit: "IOPS",
    rule: POSITIVE,
    source: REPORT,
  },
  achievedIops: {
    name: "achievedIops",
    symbol: "achievedIops",
    label: "Achieved transactional IOPS",
    unit: "IOPS",
    rule: NON_NEGATIVE,
    source: REPORT,
  },
  dbReadAvgMs: {
    name: "dbReadAvgMs",
    symbol: "dbReadAvgMs",
    label: "Average database read latency",
    unit: "ms",
    rule: NON_NEGATIVE,
    source: REPORT,
  },
  logWriteAvgMs: {
    name: "logWriteAvgMs",
    symbol: "logWriteAvgMs",
    label: "Average log write latency",
    unit: "ms",
    rule: NON_NEGATIVE,
    source: REPORT,
  },
  dbReadMaxMs: {
    name: "dbReadMaxMs",
    symbol: "dbReadMaxMs",
    label: "Largest database read latency",
    unit: "ms",
    rule: NON_NEGATIVE,
    source: REPORT,
  },
  logWriteMaxMs: {
    name: "logWriteMaxMs",
    symbol: "logWriteMaxMs",
    label: "Largest log write latency",
    unit: "ms",
    rule: NON_NEGATIVE,
    source: REPORT,
  },
} as const satisfies Record<string, InputSpec>;
