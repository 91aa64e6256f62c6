/**
 * Which of the pane's themes suits Office's (Office.context.officeTheme: themeId White, Colorful,
 * DarkGray or Black; isDarkTheme; bodyBackgroundColor). White and Colorful are light, DarkGray and
 * Black dark; without a themeId isDarkTheme decides, then the body colour, then the system. Office's
 * body colour becomes the page's only when it is as dark (luminance < 0.05) or as light (> 0.8) as the
 * theme, so text keeps Fluent's contrast. No DOM here; theme.ts applies it.
 */
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
