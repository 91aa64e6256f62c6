import { InputSpec } from "../scenarioInputs";
import { POSITIVE, WHOLE_POSITIVE } from "../validation";

/** The inputs of the compute sizing (seed 003) besides the mailbox profile's users and messages. */
export const COMPUTE_INPUTS = {
  specIntRate: {
    name: "specIntRate",
    symbol: "specIntRate",
    label: "SPECint_rate2006 result of the server's processor(s)",
    unit: "SPECint",
    rule: POSITIVE,
    source: "seed 003, Example Parameters for Sizing (1120)",
  },
  specIntCores: {
    name: "specIntCores",
    symbol: "specIntCores",
    label: "Cores that SPECint_rate2006 result was measured on",
    unit: "cores",
    rule: WHOLE_POSITIVE,
    source: "seed 003, Example Parameters for Sizing (16 cores)",
  },
  cpuMHz: {
    name: "cpuMHz",
    symbol: "cpuMHz",
    label:
      "Clock of the processor, multiplied in as seed 003 does (Microsoft's method: the baseline's 3333)",
    unit: "MHz",
    rule: POSITIVE,
    source: "seed 003, Processor Core Requirements (2500)",
  },
  servers: {
    name: "servers",
    symbol: "servers",
    label: "Mailbox servers sharing the load",
    unit: "servers",
    rule: WHOLE_POSITIVE,
    source: "seed 003, Mailbox Server Storage Requirements (4 servers of 4,000 users)",
  },
} as const satisfies Record<string, InputSpec>;
