export { verdictRules } from "./rules";
export { verdictSteps, SERVER_KEYS } from "./steps";
export { DISK_KEYS } from "../storage/diskKeys";
export { microsoftVerdict } from "./verdict";
