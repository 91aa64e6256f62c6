/** The pane's layout, on Fluent's design tokens (set by setTheme), so it follows Office's look. */
export const PANE_CSS = `
body {
  margin: 0;
  background: var(--colorNeutralBackground1);
  color: var(--colorNeutralForeground1);
  font-family: var(--fontFamilyBase);
  font-size: var(--fontSizeBase300);
  line-height: var(--lineHeightBase300);
}
#app { padding: 12px 16px 24px; max-width: 560px; }
h1 { font-size: var(--fontSizeBase500); line-height: var(--lineHeightBase500); font-weight: var(--fontWeightSemibold); margin: 4px 0 4px; }
h2 { font-size: var(--fontSizeBase400); font-weight: var(--fontWeightSemibold); margin: 16px 0 8px; }
h3 { font-size: var(--fontSizeBase300); font-weight: var(--fontWeightSemibold); margin: 14px 0 4px; }
.lead, .hint { color: var(--colorNeutralForeground3); font-size: var(--fontSizeBase200); line-height: var(--lineHeightBase200); margin: 0; }
.field { display: flex; flex-direction: column; gap: 2px; margin: 0 0 10px; }
.field[hidden] { display: none; }
fluent-text-input { width: 100%; }
.unit { color: var(--colorNeutralForeground3); font-size: var(--fontSizeBase200); white-space: nowrap; }
.message { color: var(--colorPaletteRedForeground1); font-size: var(--fontSizeBase200); line-height: var(--lineHeightBase200); }
.message:empty { display: none; }
fluent-radio-group { margin: 0 0 8px; }
fluent-accordion { margin: 12px 0 4px; }
.advanced { padding: 4px 0 0; }
.advanced .hint:first-child { margin-bottom: 8px; }
#keep-row { margin: 8px 0; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0 8px; }
.progress { margin: 8px 0; }
.progress[hidden] { display: none; }
.progress-text { color: var(--colorNeutralForeground2); font-size: var(--fontSizeBase200); margin-top: 4px; }
#outcome fluent-message-bar { margin: 8px 0; }
.outcome-title { font-weight: var(--fontWeightSemibold); }
.outcome-line { margin-top: 4px; }
table.results { border-collapse: collapse; margin-top: 6px; }
table.results th { text-align: left; font-weight: var(--fontWeightRegular); color: var(--colorNeutralForeground2); padding: 1px 12px 1px 0; }
table.results td { text-align: right; font-variant-numeric: tabular-nums; font-weight: var(--fontWeightSemibold); }
`;
