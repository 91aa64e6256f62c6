/**
 * The pane's look, on Fluent's design tokens (set by theme.ts for Office's theme), for native
 * controls. Reflow: a field's unit wraps under its box rather than squeezing it (a box keeps at least
 * 7em, 6 characters of its value and its padding). An invalid field shows it three ways: a 2 px
 * border (dashed in forced-colours mode, where colours are the user's), an icon and the message.
 */
export const PANE_CSS = `
[hidden], .filtered { display: none !important; }
html, body { margin: 0; }
body {
  background: var(--paneBackground, var(--colorNeutralBackground1));
  color: var(--colorNeutralForeground1);
  font-family: var(--fontFamilyBase);
  font-size: var(--fontSizeBase300);
  line-height: var(--lineHeightBase300);
}
#app { display: flex; flex-direction: column; min-height: 100vh; max-width: 560px; }
.content { flex: 1 0 auto; padding: 12px 16px 16px; }
h1 { font-size: var(--fontSizeBase500); line-height: var(--lineHeightBase500); font-weight: var(--fontWeightSemibold); margin: 4px 0; }
h2 { font-size: var(--fontSizeBase400); line-height: var(--lineHeightBase400); font-weight: var(--fontWeightSemibold); margin: 16px 0 8px; }
h3 { font-size: var(--fontSizeBase300); font-weight: var(--fontWeightSemibold); margin: 12px 0 6px; }
.lead, .hint { color: var(--colorNeutralForeground3); font-size: var(--fontSizeBase200); line-height: var(--lineHeightBase200); margin: 0; overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.field { display: flex; flex-direction: column; gap: 2px; margin: 0 0 12px; min-width: 0; }
.field > label { font-weight: var(--fontWeightSemibold); overflow-wrap: anywhere; }
.control { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; }
.text-input, .select {
  flex: 1 1 7em; min-width: 7em; max-width: 100%; box-sizing: border-box;
  font: inherit; color: var(--colorNeutralForeground1);
  background: var(--colorNeutralBackground1);
  border: 1px solid var(--colorNeutralStrokeAccessible);
  border-radius: var(--borderRadiusMedium);
  padding: 4px 8px; min-height: 32px;
}
textarea.text-input { flex-basis: 100%; resize: vertical; font-variant-numeric: tabular-nums; }
.text-input::placeholder { color: var(--colorNeutralForeground4); opacity: 1; }
.unit { color: var(--colorNeutralForeground3); font-size: var(--fontSizeBase200); overflow-wrap: anywhere; }
.text-input[aria-invalid="true"], .select[aria-invalid="true"] { border: 2px solid var(--colorPaletteRedBorder2); padding: 3px 7px; }
.message { display: none; gap: 6px; align-items: flex-start; color: var(--colorPaletteRedForeground1); font-size: var(--fontSizeBase200); line-height: var(--lineHeightBase200); }
.message.shown { display: flex; }
.message-icon { flex: none; display: inline-grid; place-items: center; width: 14px; height: 14px; margin-top: 1px; border: 1.5px solid currentColor; border-radius: 50%; font-size: 10px; font-weight: var(--fontWeightBold); line-height: 1; }
.reading { color: var(--colorNeutralForeground2); font-size: var(--fontSizeBase200); }
.reading:empty { display: none; }

:focus-visible { outline: 2px solid var(--colorStrokeFocus2); outline-offset: 2px; }
#outcome:focus { outline: 2px solid var(--colorStrokeFocus2); outline-offset: 2px; }

fieldset.choices { border: 0; margin: 12px 0; padding: 0; min-width: 0; }
fieldset.choices legend { font-weight: var(--fontWeightSemibold); padding: 0; margin-bottom: 4px; }
.choice, .check { display: flex; align-items: flex-start; gap: 8px; padding: 3px 0; }
.choice input, .check input { margin: 3px 0 0; width: 16px; height: 16px; flex: none; accent-color: var(--colorBrandBackground); }

button {
  font: inherit; font-weight: var(--fontWeightSemibold); border-radius: var(--borderRadiusMedium);
  padding: 5px 12px; min-height: 32px; cursor: pointer; max-width: 100%; overflow-wrap: anywhere;
}
button.primary { background: var(--colorBrandBackground); color: var(--colorNeutralForegroundOnBrand); border: 1px solid transparent; }
button.primary:hover { background: var(--colorBrandBackgroundHover); }
button.secondary { background: var(--colorNeutralBackground1); color: var(--colorNeutralForeground1); border: 1px solid var(--colorNeutralStroke1); }
button.secondary:hover { background: var(--colorNeutralBackground1Hover); }
button.subtle { background: transparent; color: var(--colorNeutralForeground2); border: 1px solid transparent; padding: 3px 8px; min-height: 28px; font-weight: var(--fontWeightRegular); }
button.subtle:hover { background: var(--colorSubtleBackgroundHover); }
button[aria-disabled="true"] { background: var(--colorNeutralBackgroundDisabled); color: var(--colorNeutralForegroundDisabled); border-color: var(--colorNeutralStrokeDisabled); cursor: not-allowed; }

details.advanced { margin: 16px 0 8px; border-top: 1px solid var(--colorNeutralStroke2); border-bottom: 1px solid var(--colorNeutralStroke2); }
details.advanced > summary { cursor: pointer; padding: 10px 0; font-weight: var(--fontWeightSemibold); }
.advanced-body { padding: 0 0 8px; }
.search { margin: 10px 0; display: flex; flex-direction: column; gap: 2px; }
.search label { font-weight: var(--fontWeightSemibold); }
#reset-all { margin: 0 0 4px; }
.option-group, .env-group { border-top: 1px solid var(--colorNeutralStroke2); margin-top: 12px; }
.group-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 8px; }
.group-head .source { font-weight: var(--fontWeightRegular); color: var(--colorNeutralForeground3); font-size: var(--fontSizeBase200); }

.tier-list { list-style: none; margin: 8px 0; padding: 0; }
.tier { border: 1px solid var(--colorNeutralStroke1); border-radius: var(--borderRadiusMedium); padding: 0 12px 4px; margin: 0 0 12px; }
.tier-actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 0 0 8px; }
.tier-cells { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(10em, 100%), 1fr)); gap: 0 12px; }
#add-tier { margin: 0 0 8px; }

.action-bar {
  position: sticky; bottom: 0; z-index: 1; box-sizing: border-box; padding: 8px 16px 10px;
  background: var(--paneBackground, var(--colorNeutralBackground1));
  border-top: 1px solid var(--colorNeutralStroke2);
}
.action-bar .buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.action-bar .hint { margin: 0 0 6px; }
.progress { margin: 0 0 8px; }
.progress progress { width: 100%; height: 4px; accent-color: var(--colorBrandBackground); }
.progress-text { color: var(--colorNeutralForeground2); font-size: var(--fontSizeBase200); margin-top: 2px; }

#catalog-section button { margin-top: 6px; }
#deploy-section { margin: 16px 0 8px; }
fieldset.deploy-group { border: 0; border-top: 1px solid var(--colorNeutralStroke2); margin: 10px 0 4px; padding: 8px 0 0; min-width: 0; }
fieldset.deploy-group legend { font-weight: var(--fontWeightSemibold); padding: 0 4px 0 0; }
#deploy-prepare { margin-top: 2px; }
#deploy-outcome { margin: 12px 0 4px; border-radius: var(--borderRadiusMedium); }
#deploy-outcome:focus { outline: 2px solid var(--colorStrokeFocus2); outline-offset: 2px; }
.file-list { list-style: none; margin: 8px 0; padding: 0; }
.file { padding: 6px 0; border-top: 1px solid var(--colorNeutralStroke2); }
.file-head { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; }
.file-head a { color: var(--colorBrandForegroundLink); font-weight: var(--fontWeightSemibold); overflow-wrap: anywhere; }
.file-size { color: var(--colorNeutralForeground3); font-size: var(--fontSizeBase200); }
.file-head button { margin-left: auto; }
#outcome { margin: 12px 0 4px; border-radius: var(--borderRadiusMedium); }
.bar { display: flex; gap: 8px; padding: 8px 12px; border: 1px solid; border-left-width: 4px; border-radius: var(--borderRadiusMedium); overflow-wrap: anywhere; }
.bar.success { background: var(--colorStatusSuccessBackground1); border-color: var(--colorStatusSuccessBorder1); }
.bar.warning { background: var(--colorStatusWarningBackground1); border-color: var(--colorStatusWarningBorder1); }
.bar.error { background: var(--colorStatusDangerBackground1); border-color: var(--colorStatusDangerBorder1); }
.bar.info { background: var(--colorNeutralBackground2); border-color: var(--colorNeutralStroke1); }
.bar-icon { flex: none; font-weight: var(--fontWeightBold); }
.bar-body { min-width: 0; }
.outcome-title { font-size: var(--fontSizeBase300); margin: 0; }
.outcome-line { margin: 4px 0 0; }
.fix-list { margin: 4px 0 0; padding-left: 18px; }
.fix-list a { color: var(--colorBrandForegroundLink); }
table.results { border-collapse: collapse; margin-top: 6px; }
table.results th { text-align: left; font-weight: var(--fontWeightRegular); color: var(--colorNeutralForeground2); padding: 1px 12px 1px 0; }
table.results td { text-align: right; font-variant-numeric: tabular-nums; font-weight: var(--fontWeightSemibold); }

#designs { border-top: 1px solid var(--colorNeutralStroke2); margin-top: 16px; }
#designs-hint { margin: 0 0 8px; }
.design-list { list-style: none; margin: 8px 0; padding: 0; }
.design { border: 1px solid var(--colorNeutralStroke1); border-radius: var(--borderRadiusMedium); padding: 6px 12px; margin: 0 0 8px; }
.design-name { font-weight: var(--fontWeightSemibold); overflow-wrap: anywhere; }
.design .hint { margin: 0 0 0 24px; }
.design-actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0 0 20px; }
.design-rename { margin: 6px 0 0 24px; }
.designs-status { color: var(--colorPaletteRedForeground1); font-size: var(--fontSizeBase200); margin: 6px 0 0; }
#save-design { margin: 0 0 8px; }
#compare { margin: 4px 0 2px; }

@media (forced-colors: active) {
  .text-input[aria-invalid="true"], .select[aria-invalid="true"] { border: 2px dashed CanvasText; }
  .bar { border-color: CanvasText; }
  button[aria-disabled="true"] { color: GrayText; border-color: GrayText; }
}
`;
