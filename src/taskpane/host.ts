/** The pane's link to Excel: one Excel.run per action, so each build is one batch of requests. */
import {
  BuildKind,
  BuildReport,
  BuildRequest,
  OwnSheet,
  REQUIRED_EXCEL_API,
  buildIntoWorkbook,
  inspectWorkbook,
} from "../render/office";

export interface Inspection {
  readonly own: readonly OwnSheet[];
  readonly carryOver: Readonly<Record<BuildKind, readonly string[]>>;
}

export interface PaneHost {
  /** The Excel API level the builder needs is there (ExcelApi 1.9). */
  readonly supported: boolean;
  inspect(): Promise<Inspection>;
  build(request: BuildRequest): Promise<BuildReport>;
}

export function officeHost(): PaneHost {
  const requirements = typeof Office === "undefined" ? undefined : Office.context?.requirements;
  return {
    supported: requirements?.isSetSupported("ExcelApi", REQUIRED_EXCEL_API) ?? false,
    inspect: () => Excel.run((context) => inspectWorkbook(context)),
    build: (request) => Excel.run((context) => buildIntoWorkbook(context, request)),
  };
}
