/**
 * The Fluent design tokens the pane's styles read (every `var(--name)` in paneStyles.ts but the pane's
 * own --paneBackground), in Fluent's web light and web dark themes: values copied from @fluentui/tokens
 * 1.0.0-alpha.24 (webLightTheme, webDarkTheme). The pane draws no Fluent component, so theme.ts sets
 * these 40 tokens, not the package's whole themes (459 tokens each, whose tables cost the pane's
 * JavaScript 6.7 KB gz, measured 2026-11-27). tests/taskpane/themeTokens.test.ts checks each value
 * against the package and that paneStyles.ts reads no token missing here.
 * Example: PANE_THEMES.dark.colorNeutralBackground1 is "#292929", webDarkTheme's.
 */
import type { Theme } from "@fluentui/web-components/theme/set-theme.js";

/** Tokens the same in both themes. */
const COMMON: Theme = {
  borderRadiusMedium: "4px",
  colorNeutralForegroundOnBrand: "#ffffff",
  fontFamilyBase:
    "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif",
  fontSizeBase200: "12px",
  fontSizeBase300: "14px",
  fontSizeBase400: "16px",
  fontSizeBase500: "20px",
  fontWeightBold: 700,
  fontWeightRegular: 400,
  fontWeightSemibold: 600,
  lineHeightBase200: "16px",
  lineHeightBase300: "20px",
  lineHeightBase400: "22px",
  lineHeightBase500: "28px",
};

/** Tokens that differ: [light, dark]. */
const COLOURS: Record<string, readonly [light: string, dark: string]> = {
  colorBrandBackground: ["#0f6cbd", "#115ea3"],
  colorBrandBackgroundHover: ["#115ea3", "#0f6cbd"],
  colorBrandForegroundLink: ["#115ea3", "#479ef5"],
  colorNeutralBackground1: ["#ffffff", "#292929"],
  colorNeutralBackground1Hover: ["#f5f5f5", "#3d3d3d"],
  colorNeutralBackground2: ["#fafafa", "#1f1f1f"],
  colorNeutralBackgroundDisabled: ["#f0f0f0", "#141414"],
  colorNeutralForeground1: ["#242424", "#ffffff"],
  colorNeutralForeground2: ["#424242", "#d6d6d6"],
  colorNeutralForeground3: ["#616161", "#adadad"],
  colorNeutralForeground4: ["#707070", "#999999"],
  colorNeutralForegroundDisabled: ["#bdbdbd", "#5c5c5c"],
  colorNeutralStroke1: ["#d1d1d1", "#666666"],
  colorNeutralStroke2: ["#e0e0e0", "#525252"],
  colorNeutralStrokeAccessible: ["#616161", "#adadad"],
  colorNeutralStrokeDisabled: ["#e0e0e0", "#424242"],
  colorPaletteRedBorder2: ["#d13438", "#e37d80"],
  colorPaletteRedForeground1: ["#bc2f32", "#e37d80"],
  colorStatusDangerBackground1: ["#fdf3f4", "#3b0509"],
  colorStatusDangerBorder1: ["#eeacb2", "#c50f1f"],
  colorStatusSuccessBackground1: ["#f1faf1", "#052505"],
  colorStatusSuccessBorder1: ["#9fd89f", "#107c10"],
  colorStatusWarningBackground1: ["#fff9f5", "#4a1e04"],
  colorStatusWarningBorder1: ["#fdcfb4", "#f7630c"],
  colorStrokeFocus2: ["#000000", "#ffffff"],
  colorSubtleBackgroundHover: ["#f5f5f5", "#383838"],
};

const themeOf = (side: 0 | 1): Theme => ({
  ...COMMON,
  ...Object.fromEntries(Object.entries(COLOURS).map(([name, pair]) => [name, pair[side]])),
});

/** The pane's light theme (Office's White and Colorful) and dark theme (DarkGray and Black). */
export const PANE_THEMES = { light: themeOf(0), dark: themeOf(1) } as const;
