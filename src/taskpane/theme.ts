/**
 * The pane follows Office's theme: Office.context.officeTheme (themeId White, Colorful, DarkGray or
 * Black; isDarkTheme; bodyBackgroundColor). Fluent's web light theme serves White and Colorful, its
 * web dark theme DarkGray and Black, and the page takes Office's own body colour when it is as dark
 * as the chosen theme (so Black is black, not Fluent's #292929).
 *
 * Changes: @types/office-js offers an OfficeThemeChanged event only in Outlook (Mailbox 1.14); Excel
 * has none. So the pane reads officeTheme again when it gets focus or is shown, and every
 * THEME_POLL_MS while visible (a property read, no request to Excel). Without officeTheme (a browser,
 * an old Office), it follows the system's prefers-color-scheme, which does fire a change event.
 */
import { setTheme } from "@fluentui/web-components/theme/set-theme.js";
import { webDarkTheme, webLightTheme } from "@fluentui/tokens";

export const THEME_POLL_MS = 2000;

export interface OfficeThemeLike {
  readonly themeId?: unknown;
  readonly isDarkTheme?: boolean;
  readonly bodyBackgroundColor?: string;
}

export interface PaneTheme {
  readonly dark: boolean;
  /** "white", "colorful", "darkgray", "black", or "system-light" / "system-dark". */
  readonly name: string;
  /** Office's body colour, when it suits the theme. */
  readonly background?: string;
}

/** Relative luminance of "#rrggbb" (WCAG 2.x), or undefined for anything else. */
export function luminance(hex: string | undefined): number | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? "");
  if (!m) return undefined;
  const [r, g, b] = m.slice(1).map((x) => {
    const c = parseInt(x, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The pane's theme for Office's; `systemDark` when Office gives none. */
export function paneThemeFor(office: OfficeThemeLike | undefined, systemDark: boolean): PaneTheme {
  if (!office) return { dark: systemDark, name: systemDark ? "system-dark" : "system-light" };
  const id = typeof office.themeId === "string" ? office.themeId.toLowerCase() : undefined;
  const lum = luminance(office.bodyBackgroundColor);
  const dark =
    id === "black" || id === "darkgray"
      ? true
      : id === "white" || id === "colorful"
        ? false
        : (office.isDarkTheme ?? (lum !== undefined ? lum < 0.2 : systemDark));
  const suits = lum !== undefined && (dark ? lum < 0.05 : lum > 0.8);
  return {
    dark,
    name: id ?? (dark ? "dark" : "light"),
    background: suits ? office.bodyBackgroundColor : undefined,
  };
}

function officeTheme(): OfficeThemeLike | undefined {
  try {
    return typeof Office === "undefined" ? undefined : (Office.context?.officeTheme ?? undefined);
  } catch {
    return undefined;
  }
}

/** Applies the theme now and whenever Office's (or the system's) changes; returns a stop function. */
export function followOfficeTheme(root: HTMLElement): () => void {
  const media = window.matchMedia?.("(prefers-color-scheme: dark)");
  let applied = "";
  const apply = (): void => {
    const theme = paneThemeFor(officeTheme(), media?.matches ?? false);
    const key = `${theme.name}|${theme.dark}|${theme.background ?? ""}`;
    if (key === applied) return;
    applied = key;
    setTheme(theme.dark ? webDarkTheme : webLightTheme);
    root.dataset.theme = theme.dark ? "dark" : "light";
    root.dataset.officeTheme = theme.name;
    if (theme.background) root.style.setProperty("--paneBackground", theme.background);
    else root.style.removeProperty("--paneBackground");
  };
  apply();
  const onVisible = (): void => {
    if (document.visibilityState === "visible") apply();
  };
  media?.addEventListener?.("change", apply);
  window.addEventListener("focus", apply);
  document.addEventListener("visibilitychange", onVisible);
  const timer = setInterval(() => {
    if (document.visibilityState === "visible") apply();
  }, THEME_POLL_MS);
  return () => {
    clearInterval(timer);
    media?.removeEventListener?.("change", apply);
    window.removeEventListener("focus", apply);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
