import { Cell, CellStyle } from "../../workbook/model";
import { NS, XML_HEADER, attrs, esc } from "./xml";

/** The default font of a new Excel workbook (Office theme). */
const DEFAULT_FONT = { name: "Calibri", size: 11 };
/** Custom number formats are numbered from 164 (ECMA-376 Part 1, 18.8.30: 0-163 are built in). */
const FIRST_CUSTOM_FORMAT = 164;

/**
 * Collects the cell formats (xf records) the cells use, one per distinct style key and number format,
 * and writes xl/styles.xml. Fonts, fills, borders and number formats are shared between xfs.
 */
export class StyleTable {
  private readonly fonts = [fontXml({})];
  private readonly fills = [
    '<fill><patternFill patternType="none"/></fill>',
    '<fill><patternFill patternType="gray125"/></fill>',
  ];
  private readonly borders = ["<border><left/><right/><top/><bottom/><diagonal/></border>"];
  private readonly formats = new Map<string, number>();
  private readonly xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
  private readonly xfIndex = new Map<string, number>();

  /**
   * @param flags whether any sheet has flags (SheetSpec.flags): then styles.xml holds two dxfs, Excel's
   *   "light red fill with dark red text" and "green fill with dark green text"; otherwise none, so a workbook without flags is unchanged.
   */
  constructor(
    private readonly styles: Readonly<Record<string, CellStyle>>,
    private readonly flags = false
  ) {}

  /** The style a cell names (empty when none). */
  styleOf(cell: Pick<Cell, "style">): CellStyle {
    return cell.style === undefined ? {} : (this.styles[cell.style] ?? {});
  }

  /** The xf index of a cell (0: the default). */
  indexOf(cell: Pick<Cell, "style" | "numberFormat">): number {
    if (cell.style === undefined && cell.numberFormat === undefined) return 0;
    const key = `${cell.style ?? ""}\u0000${cell.numberFormat ?? ""}`;
    const known = this.xfIndex.get(key);
    if (known !== undefined) return known;
    let style: CellStyle = {};
    if (cell.style !== undefined) {
      const found = this.styles[cell.style];
      if (!found) throw new Error(`unknown style "${cell.style}"`);
      style = found;
    }
    const index = this.xfs.length;
    this.xfs.push(this.xfXml(style, cell.numberFormat ?? style.numberFormat));
    this.xfIndex.set(key, index);
    return index;
  }

  private xfXml(style: CellStyle, numberFormat: string | undefined): string {
    const numFmtId = this.formatId(numberFormat);
    const fontId = intern(this.fonts, fontXml(style));
    const fillId = style.fill
      ? intern(
          this.fills,
          `<fill><patternFill patternType="solid"><fgColor rgb="FF${rgb(style.fill)}"/><bgColor indexed="64"/></patternFill></fill>`
        )
      : 0;
    const borderId = style.border ? intern(this.borders, borderXml(style.border)) : 0;
    const alignment =
      style.horizontalAlignment || style.verticalAlignment || style.wrap
        ? `<alignment${attrs({
            horizontal: style.horizontalAlignment,
            vertical: style.verticalAlignment,
            wrapText: style.wrap ? true : undefined,
          })}/>`
        : "";
    const protection = style.locked === false ? '<protection locked="0"/>' : "";
    return (
      `<xf${attrs({
        numFmtId,
        fontId,
        fillId,
        borderId,
        xfId: 0,
        applyNumberFormat: numFmtId ? true : undefined,
        applyFont: fontId ? true : undefined,
        applyFill: fillId ? true : undefined,
        applyBorder: borderId ? true : undefined,
        applyAlignment: alignment ? true : undefined,
        applyProtection: protection ? true : undefined,
      })}` + (alignment || protection ? `>${alignment}${protection}</xf>` : "/>")
    );
  }

  private formatId(code: string | undefined): number {
    if (code === undefined || code === "General") return 0;
    let id = this.formats.get(code);
    if (id === undefined) {
      id = FIRST_CUSTOM_FORMAT + this.formats.size;
      this.formats.set(code, id);
    }
    return id;
  }

  xml(): string {
    const numFmts = [...this.formats].map(
      ([code, id]) => `<numFmt${attrs({ numFmtId: id, formatCode: code })}/>`
    );
    return (
      XML_HEADER +
      `<styleSheet xmlns="${NS.main}">` +
      (numFmts.length ? `<numFmts count="${numFmts.length}">${numFmts.join("")}</numFmts>` : "") +
      list("fonts", this.fonts) +
      list("fills", this.fills) +
      list("borders", this.borders) +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      list("cellXfs", this.xfs) +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      (this.flags
        ? '<dxfs count="2"><dxf><font><b/><color rgb="FF9C0006"/></font><fill><patternFill patternType="solid"><bgColor rgb="FFFFC7CE"/></patternFill></fill></dxf>' +
          '<dxf><font><b/><color rgb="FF006100"/></font><fill><patternFill patternType="solid"><bgColor rgb="FFC6EFCE"/></patternFill></fill></dxf></dxfs>'
        : '<dxfs count="0"/>') +
      '<tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
      "</styleSheet>"
    );
  }
}

function list(tag: string, items: readonly string[]): string {
  return `<${tag} count="${items.length}">${items.join("")}</${tag}>`;
}

function intern(items: string[], xml: string): number {
  const at = items.indexOf(xml);
  if (at >= 0) return at;
  items.push(xml);
  return items.length - 1;
}

function rgb(color: string): string {
  if (!/^[0-9A-Fa-f]{6}$/.test(color)) throw new Error(`a colour is "RRGGBB" (got "${color}")`);
  return color.toUpperCase();
}

function fontXml(style: CellStyle): string {
  return (
    "<font>" +
    (style.bold ? "<b/>" : "") +
    (style.italic ? "<i/>" : "") +
    `<sz val="${style.fontSize ?? DEFAULT_FONT.size}"/>` +
    (style.fontColor ? `<color rgb="FF${rgb(style.fontColor)}"/>` : '<color theme="1"/>') +
    `<name val="${esc(DEFAULT_FONT.name)}"/><family val="2"/><scheme val="minor"/>` +
    "</font>"
  );
}

function borderXml(kind: "box" | "bottom"): string {
  const thin = '<color rgb="FFB4B4B4"/>';
  const side = (tag: string, on: boolean) =>
    on ? `<${tag} style="thin">${thin}</${tag}>` : `<${tag}/>`;
  const box = kind === "box";
  return `<border>${side("left", box)}${side("right", box)}${side("top", box)}${side("bottom", true)}<diagonal/></border>`;
}
