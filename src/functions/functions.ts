/**
 * Entry of the functions bundle (functions.js), loaded by the shared-runtime page before anything else.
 * Importing the generated adapters registers every EX.* function (the build appends their
 * CustomFunctions.associate calls); the task pane's UI is not part of this bundle.
 */
import { installExcelErrors } from "./runtime";
import "./excel/capacity";
import "./excel/logs";
import "./excel/iops";
import "./excel/scenario";
import "./excel/spindles";
import "./excel/compute";
import "./excel/jetstress";
import "./excel/microsoft";
import "./excel/microsoftReplication";
import "./excel/arrays";
import "./excel/summary";

installExcelErrors();
