import { CATALOG_SHEET_NAMES, CatalogSheetName } from "../catalog";
import {
  POSITIVE,
  RAID_RULE_TEXT,
  SizingError,
  parseDriveSizeGB,
  parseRaidLevel,
  shownValue,
} from "../core";
import { parseCatalogRange } from "./catalogRange";
import { parseModel } from "./catalogLookup";
import { ParamDeclaration } from "./declaration";
import { numberParam, rangeParam, textParam } from "./params";

/** The parameters of the array functions (EX.ARRAYFIT and the catalog lookups), declared once. */

export const CAPACITY_GB_PARAM: ParamDeclaration = numberParam(
  "capacityGB",
  "Capacity one copy needs: its database and log volumes (EX.CAPACITY, section 3.4.1 step 2)",
  "GB",
  POSITIVE
);

function raidParam(optional: boolean): ParamDeclaration {
  const blank = optional ? " Blank: every RAID level in the catalog." : "";
  const rule = RAID_RULE_TEXT.charAt(0).toUpperCase() + RAID_RULE_TEXT.slice(1);
  return textParam({
    name: "raid",
    description: `${rule}; Tables 12-13 hold RAID 50 and RAID 10.${blank}`,
    optional,
    parse: parseRaidLevel,
  });
}

/** EX.ARRAYFIT's raid: section 3.4.1 step 1 picks it; blank lets every level compete. */
export const FIT_RAID_PARAM = raidParam(true);
/** The lookups' raid: Tables 12 and 13 have a column per level. */
export const RAID_PARAM = raidParam(false);

export const CATALOG_PARAM = rangeParam({
  name: "catalog",
  description:
    "Optional range of your own arrays, replacing the built-in catalog: a header row naming Model, Drive, RAID, Usable GB and IOPS (any order, any case; other columns ignored), one array per row.",
  optional: true,
  parse: parseCatalogRange,
});

export const MODEL_PARAM = textParam({
  name: "model",
  description:
    "EqualLogic model of seed 000's Tables 12-13: PS6000XV, PS6000X, PS6000E, PS6500E or PS6500X (any case).",
  parse: parseModel,
});

export const DRIVE_PARAM = textParam({
  name: "drive",
  description:
    'Drive size as Table 13 prints it, e.g. "500GB" or "1TB" (a number is GB; 1TB = 1000 GB).',
  parse: parseDriveSizeGB,
});

function parseSheetName(text: string, name: string): CatalogSheetName {
  const sheet = CATALOG_SHEET_NAMES.find((n) => n.toLowerCase() === text.toLowerCase());
  if (!sheet) {
    throw new SizingError(
      name,
      `${name} must be one of ${CATALOG_SHEET_NAMES.join(", ")} (got ${shownValue(text)})`
    );
  }
  return sheet;
}

export const CATALOG_SHEET_PARAM = textParam({
  name: "table",
  description: `Which catalog: ${CATALOG_SHEET_NAMES.join(", ")}. Blank: arrays (model x drive x RAID with usable GB, IOPS and basis, in the form EX.ARRAYFIT's catalog argument reads).`,
  optional: true,
  parse: parseSheetName,
});
