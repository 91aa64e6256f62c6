/**
 * The pane follows Office's theme: Office.context.officeTheme (themeId White, Colorful, DarkGray or
 * Black; isDarkTheme; bodyBackgroundColor). Fluent's web light theme serves White and Colorful, its
 * web dark theme DarkGray and Black (the tokens the pane reads of each: themeTokens.ts), and the page
 * takes Office's own body colour when it is as dark as the chosen theme (so Black is black, not
 * Fluent's #292929).
 *
 * Changes: @types/office-js offers an OfficeThemeChanged event only in Outlook (Mailbox 1.14); Excel
 * has none. So the pane reads officeTheme again when it gets focus or is shown, and every
 * THEME_POLL_MS while visible (a property read, no request to Excel). Without officeTheme (a browser,
 * an old Office), it follows the system's prefers-color-scheme, which does fire a change event.
 */
import { setTheme } from "@fluentui/web-components/theme/set-theme.js";
import { OfficeThemeLike, paneThemeFor } from "./officeTheme";
import { PANE_THEMES } from "./themeTokens";

export const THEME_POLL_MS = 2000;

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
    setTheme(theme.dark ? PANE_THEMES.dark : PANE_THEMES.light);
    root.dataset.theme = theme.dark ? "dark" : "light";
    // Native controls (lists, scroll bars, check marks) drawn for the same theme.
    root.style.colorScheme = theme.dark ? "dark" : "light";
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
