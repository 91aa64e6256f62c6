import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

/**
 * Types a number into one cell of an .xlsx file, as a user editing an input would: the cell's stored
 * value is replaced (its style kept). Only for cells holding a number literal; anything else throws,
 * so a test cannot silently edit nothing.
 */
export function setNumberCell(
  bytes: Uint8Array,
  sheetIndex: number,
  address: string,
  value: number
): Uint8Array {
  const zip = unzipSync(bytes);
  const part = `xl/worksheets/sheet${sheetIndex + 1}.xml`;
  const xml = strFromU8(zip[part]);
  const cell = new RegExp(`<c r="${address}"([^>]*)><v>([^<]*)</v></c>`);
  const m = cell.exec(xml);
  if (!m || /\bt="(s|str|inlineStr|b|e)"/.test(m[1]))
    throw new Error(`${part} ${address} does not hold a number literal`);
  zip[part] = strToU8(xml.replace(cell, `<c r="${address}"${m[1]}><v>${value}</v></c>`));
  return zipSync(zip);
}
