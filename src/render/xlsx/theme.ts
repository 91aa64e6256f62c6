import { NS, XML_HEADER } from "./xml";

/**
 * xl/theme/theme1.xml: the Office theme's colours and fonts, the least a theme part must hold
 * (ECMA-376 Part 1, 20.1.6). Table styles and the default font's colour refer to it.
 */
const COLORS: readonly [string, string][] = [
  ["dk1", '<a:sysClr val="windowText" lastClr="000000"/>'],
  ["lt1", '<a:sysClr val="window" lastClr="FFFFFF"/>'],
  ["dk2", '<a:srgbClr val="44546A"/>'],
  ["lt2", '<a:srgbClr val="E7E6E6"/>'],
  ["accent1", '<a:srgbClr val="4472C4"/>'],
  ["accent2", '<a:srgbClr val="ED7D31"/>'],
  ["accent3", '<a:srgbClr val="A5A5A5"/>'],
  ["accent4", '<a:srgbClr val="FFC000"/>'],
  ["accent5", '<a:srgbClr val="5B9BD5"/>'],
  ["accent6", '<a:srgbClr val="70AD47"/>'],
  ["hlink", '<a:srgbClr val="0563C1"/>'],
  ["folHlink", '<a:srgbClr val="954F72"/>'],
];

const solid = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
const line = (w: number) =>
  `<a:ln w="${w}" cap="flat" cmpd="sng" algn="ctr">${solid}<a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>`;

export function themeXml(): string {
  return (
    XML_HEADER +
    `<a:theme xmlns:a="${NS.a}" name="Office Theme"><a:themeElements>` +
    `<a:clrScheme name="Office">${COLORS.map(([k, v]) => `<a:${k}>${v}</a:${k}>`).join("")}</a:clrScheme>` +
    '<a:fontScheme name="Office">' +
    '<a:majorFont><a:latin typeface="Calibri Light"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont>' +
    '<a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont>' +
    "</a:fontScheme>" +
    '<a:fmtScheme name="Office">' +
    `<a:fillStyleLst>${solid}${solid}${solid}</a:fillStyleLst>` +
    `<a:lnStyleLst>${line(6350)}${line(12700)}${line(19050)}</a:lnStyleLst>` +
    "<a:effectStyleLst>" +
    "<a:effectStyle><a:effectLst/></a:effectStyle>".repeat(3) +
    "</a:effectStyleLst>" +
    `<a:bgFillStyleLst>${solid}${solid}${solid}</a:bgFillStyleLst>` +
    "</a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>"
  );
}
