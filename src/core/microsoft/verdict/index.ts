export { verdictRules, raisedWhen } from "./rules";
export type { VerdictRule, VerdictKind } from "./rules";
export { verdictSteps, ruleStepKey, VERDICT_PREFIX, DISK_KEYS, SERVER_KEYS } from "./steps";
export { microsoftVerdict } from "./verdict";
