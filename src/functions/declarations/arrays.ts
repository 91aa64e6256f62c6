import { ARRAY_CANDIDATES, CATALOG_SHEETS, CatalogSheetName, EqualLogicModel } from "../../catalog";
import { ArrayCandidate, RaidLevel, arrayFitTable } from "../../core";
import {
  CAPACITY_GB_PARAM,
  CATALOG_PARAM,
  CATALOG_SHEET_PARAM,
  DRIVE_PARAM,
  FIT_RAID_PARAM,
  MODEL_PARAM,
  RAID_PARAM,
} from "../arrayParams";
import { lookupIops, lookupUsableGB } from "../catalogLookup";
import { FunctionDeclaration } from "../declaration";
import { coreFunction, figureFamily } from "../functionFamily";
import { DB_IOPS_PARAM, OPTIONS_PARAM, inputParam } from "../params";

export const ARRAYFIT: FunctionDeclaration = {
  id: "ARRAYFIT",
  description:
    "Which arrays and how many (seed 000, section 3.4.1): every model x drive x RAID level of the catalog (Tables 12-13, or your own) with the arrays capacity and IOPS need, per copy and in all, best first: fewest arrays, then least usable capacity bought, then model.",
  params: [
    CAPACITY_GB_PARAM,
    DB_IOPS_PARAM,
    inputParam("copies"),
    FIT_RAID_PARAM,
    CATALOG_PARAM,
    OPTIONS_PARAM,
  ],
  result: {
    shape: "matrix",
    unit: "",
    description:
      "A table with a header row: Model, Drive, RAID, Usable GB, IOPS, IOPS basis, Arrays for capacity, Arrays for IOPS, Arrays per copy, Total arrays.",
  },
  example: {
    args: [15768, 900, 2, "RAID 50"],
    value: "PS6500E",
    note: "section 3.4.2: 500GB drives, RAID 50, one array per copy, two in all",
  },
  evaluate: (a) =>
    arrayFitTable(
      a.nums(["capacityGB", "dbIops", "copies"]),
      a.parsed<ArrayCandidate[] | undefined>("catalog") ?? ARRAY_CANDIDATES,
      a.parsed<RaidLevel | undefined>("raid"),
      a.options()
    ),
};

export const ARRAYUSABLE = coreFunction({
  id: "ARRAYUSABLE",
  description:
    "Usable capacity of one EqualLogic array of a model with a drive size in a RAID level, GB as printed (seed 000, Table 13).",
  params: [MODEL_PARAM, DRIVE_PARAM, RAID_PARAM],
  unit: "GB",
  result: "Usable capacity of one array, GB.",
  args: ["PS6500E", "500GB", "RAID 50"],
  value: 19500,
  digits: 0,
  note: "Table 13",
  of: lookupUsableGB,
});

/** EX.ARRAYIOPS and EX.ARRAYIOPSBASIS: Table 12's lookup (lookupIops) for a model in a RAID level. */
const arrayIops = figureFamily({
  params: [MODEL_PARAM, RAID_PARAM],
  args: ["PS6500E", "RAID 50"],
  size: (a) => lookupIops(a.parsed<EqualLogicModel>("model"), a.parsed<RaidLevel>("raid")),
});

export const ARRAYIOPS = arrayIops({
  id: "ARRAYIOPS",
  description:
    "Database IOPS of one EqualLogic array of a model in a RAID level: measured (seed 000, Table 12) or, for the PS6000E and PS6500X, derived per active drive from the measured model with the same drives (EX.ARRAYIOPSBASIS says which).",
  unit: "IOPS",
  result: "Database IOPS of one array.",
  value: 1800,
  digits: 0,
  note: "Table 12",
  of: "iops",
});

export const ARRAYIOPSBASIS = arrayIops({
  id: "ARRAYIOPSBASIS",
  description:
    "Where EX.ARRAYIOPS's figure comes from: measured (seed 000, Table 12) or derived (per active drive from the measured model with the same drive type and speed).",
  shape: "text",
  unit: "basis",
  result: "measured or derived.",
  args: ["PS6000E", "RAID 50"],
  value: "derived",
  note: "1800 / 46 x 14 from the PS6500E",
  of: "basis",
});

export const ARRAYCATALOG: FunctionDeclaration = {
  id: "ARRAYCATALOG",
  description:
    "A whole catalog as a spilled table with its sources, to paste into a sheet: arrays (Tables 12-13 joined; EX.ARRAYFIT's catalog form), table13, table12, iops, models or measured (the other seeds' Jetstress results).",
  params: [CATALOG_SHEET_PARAM],
  result: { shape: "matrix", unit: "", description: "A table with a header row." },
  example: { args: [], value: "PS6000E", note: "first row: Table 13's 250GB (E), RAID 50" },
  evaluate: (a) => CATALOG_SHEETS[a.parsed<CatalogSheetName | undefined>("table") ?? "arrays"](),
};

export const ARRAY_FUNCTIONS = [ARRAYFIT, ARRAYUSABLE, ARRAYIOPS, ARRAYIOPSBASIS, ARRAYCATALOG];
