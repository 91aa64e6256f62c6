/**
 * The pane's theme tokens (src/taskpane/themeTokens.ts) are Fluent's own: each value equals
 * @fluentui/tokens' webLightTheme / webDarkTheme, and every token paneStyles.ts reads is set (a missing
 * one would fall back to the browser's default colour or font).
 */
import { webDarkTheme, webLightTheme } from "@fluentui/tokens";
import { PANE_CSS } from "../../src/taskpane/paneStyles";
import { PANE_THEMES } from "../../src/taskpane/themeTokens";

const read = [...new Set([...PANE_CSS.matchAll(/var\(--([A-Za-z0-9_-]+)/g)].map((m) => m[1]))]
  .filter((name) => name !== "paneBackground")
  .sort();

test("paneStyles.ts reads only tokens the pane's themes set, and each theme sets no other", () => {
  expect(read.length).toBeGreaterThan(30);
  expect(Object.keys(PANE_THEMES.light).sort()).toEqual(read);
  expect(Object.keys(PANE_THEMES.dark).sort()).toEqual(read);
});

test("every value is Fluent's web light or web dark theme's", () => {
  const fluent = (theme: object): Record<string, unknown> => theme as Record<string, unknown>;
  for (const name of read) {
    expect([name, PANE_THEMES.light[name]]).toEqual([name, fluent(webLightTheme)[name]]);
    expect([name, PANE_THEMES.dark[name]]).toEqual([name, fluent(webDarkTheme)[name]]);
  }
});
