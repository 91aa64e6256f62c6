/** The pane's theme for each of Office's (Office.context.officeTheme). */
import { luminance, paneThemeFor } from "./officeTheme";

test("Office's four themes: White and Colorful light, DarkGray and Black dark", () => {
  expect(paneThemeFor({ themeId: "White", isDarkTheme: false }, true).dark).toBe(false);
  expect(paneThemeFor({ themeId: "Colorful", isDarkTheme: false }, true).dark).toBe(false);
  expect(paneThemeFor({ themeId: "DarkGray", isDarkTheme: true }, false).dark).toBe(true);
  expect(paneThemeFor({ themeId: "Black", isDarkTheme: true }, false)).toMatchObject({
    dark: true,
    name: "black",
  });
});

test("without a themeId, isDarkTheme decides; without either, the body colour; without Office, the system", () => {
  expect(paneThemeFor({ themeId: 2, isDarkTheme: true }, false).dark).toBe(true);
  expect(paneThemeFor({ bodyBackgroundColor: "#1b1b1b" }, false).dark).toBe(true);
  expect(paneThemeFor({ bodyBackgroundColor: "#fafafa" }, true).dark).toBe(false);
  expect(paneThemeFor(undefined, true)).toEqual({ dark: true, name: "system-dark" });
});

test("Office's body colour is the page's only when it is as dark or light as the theme", () => {
  expect(paneThemeFor({ themeId: "Black", bodyBackgroundColor: "#000000" }, false).background).toBe(
    "#000000"
  );
  expect(
    paneThemeFor({ themeId: "Black", bodyBackgroundColor: "#ffffff" }, false).background
  ).toBeUndefined();
  expect(luminance("#ffffff")).toBeCloseTo(1, 6);
  expect(luminance("red")).toBeUndefined();
});
