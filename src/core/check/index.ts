export { EvidenceError } from "./errors";
export { evidenceText } from "./text";
export { parseExportCsv } from "./csv";
export { parseCliXml, psObjectString } from "./cliXml";
export { readHealthChecker } from "./healthChecker";
export type { MeasuredServer } from "./healthChecker";
export { readCmdletCsv, CSV_CMDLETS } from "./cmdletCsv";
export { readJetstressHtml } from "./jetstressHtml";
export { readEvidence } from "./evidence";
export type { Evidence } from "./evidence";
export { requiredMegacycles, megacyclesPerCore, loadsWith, worstFailureLoads } from "./cpu";
export { checkDesignOf, tiersAtProfile } from "./design";
export type { CheckDesign, DesignTier } from "./design";
export { checkOrganization, lineStatus, CHECK_SECTIONS } from "./check";
export type {
  CheckLine,
  CheckResult,
  CheckSection,
  CpuServer,
  MeasuredProfile,
  Relation,
} from "./check";
