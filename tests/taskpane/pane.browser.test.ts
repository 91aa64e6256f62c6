/**
 * The task pane in a real browser: Debian's chromium, headless, driven by playwright-core, loads the
 * BUILT pane (webpack, production, into .tmp/) as Excel would load it from https://localhost:3000.
 * Office is a TEST DOUBLE: Microsoft's office.js URL is answered with tests/support/excel-double/
 * browser.ts (bundled here), an in-memory workbook behind Excel.run. The test types into the form,
 * sees the custom functions' message for a bad value, builds, and checks what the double received.
 *
 * Accessibility (issue 15): axe-core runs in every state the issue lists (fresh, invalid input,
 * Advanced open, a build running, after a build, after a failed build, dark theme, the tier table)
 * and must find nothing, with every rule on; Chromium's own accessibility tree (CDP) is read to check
 * that names, descriptions and states reach the real inputs; a keyboard-only run asserts focus at
 * each step.
 *
 * Screenshots go to test-output/; UPDATE_SCREENSHOT=1 also writes them to docs/ (taskpane.png, the
 * README's picture; taskpane-320.png, taskpane-zoom200.png and taskpane-dark.png; taskpane-replication.png,
 * the Microsoft environment's replication section, from the tier-table test; taskpane-processors.png, its
 * processors with a catalog model, from the 2019 inputs' test).
 */
import * as fs from "fs";
import * as path from "path";
import { unzipSync } from "fflate";
import { Browser, Page } from "playwright-core";
import { deployAllDags, deployFiles } from "../../src/core/microsoft/deploy/deployFiles";
import { deployInputOf } from "../../src/core/microsoft/deploy/deployInput";
import { DEFAULT_SCENARIO } from "../../src/workbook";
import { axeRun, buildPane, launchChromium, servePane } from "../support/paneBrowser";

const root = path.join(__dirname, "../..");
const out = path.join(root, ".tmp/pane-test");
const dist = path.join(out, "dist");
const ORIGIN = "https://localhost:3000/";

let browser: Browser;

beforeAll(async () => {
  await buildPane(dist, out);
  browser = await launchChromium();
  // The production build takes 3.5 to 7.5 minutes on a shared 2-core machine.
}, 900_000);

afterAll(async () => {
  await browser?.close();
});

interface PaneOptions {
  readonly viewport?: { width: number; height: number };
  /** 2 for 200% zoom: the CSS viewport is half the pane's pixels. */
  readonly zoom?: number;
  readonly theme?: "White" | "Colorful" | "DarkGray" | "Black";
  readonly displayLanguage?: string;
  /** The highest ExcelApi the double supports (default 1.17). */
  readonly apiVersion?: string;
  /** Keep the workbook (and the settings saved in it) across page loads under this key. */
  readonly workbookKey?: string;
  /**
   * The method to be on once the pane is open. The pane opens on Microsoft's (issue 33; openPane checks
   * it); "equallogic", the default here, chooses the Dell method, one choice away, as the tests written
   * for its form expect, and leaves nothing focused.
   */
  readonly method?: "microsoft" | "equallogic";
}

/** Opens the built pane with the Office double; `sheets` are the user's workbook. */
async function openPane(sheets: string[], options: PaneOptions = {}): Promise<Page> {
  const zoom = options.zoom ?? 1;
  const pane = options.viewport ?? { width: 360, height: 900 };
  const context = await browser.newContext({
    viewport: { width: Math.round(pane.width / zoom), height: Math.round(pane.height / zoom) },
    deviceScaleFactor: zoom,
  });
  const page = await context.newPage();
  const offline = await servePane(page, dist, out, ORIGIN);
  await page.addInitScript(
    ({ s, theme, displayLanguage, apiVersion, workbookKey }) => {
      (window as unknown as { excelDoubleConfig: unknown }).excelDoubleConfig = {
        sheets: s,
        theme,
        displayLanguage,
        apiVersion,
        workbookKey,
      };
    },
    {
      s: sheets,
      theme: options.theme,
      displayLanguage: options.displayLanguage,
      apiVersion: options.apiVersion,
      workbookKey: options.workbookKey,
    }
  );
  await page.goto(`${ORIGIN}taskpane.html`);
  // The pane opens on Microsoft's method: its tiers shown, the Dell form hidden.
  await page.locator("#tier-1-mailboxes").waitFor();
  expect(await page.locator("#method-microsoft").isChecked()).toBe(true);
  expect(await page.locator("#scenario").isVisible()).toBe(false);
  if ((options.method ?? "equallogic") === "equallogic") await chooseDellMethod(page);
  expect(offline).toEqual([]);
  return page;
}

/**
 * After the pane opened (on Microsoft's method): the Dell method chosen as a change of the radio group,
 * without a click, so neither the focus nor where Tab starts from moves.
 */
async function chooseDellMethod(page: Page): Promise<void> {
  await page.locator("#tier-1-mailboxes").waitFor();
  await page.evaluate(() => {
    const radio = document.getElementById("method-equallogic") as HTMLInputElement;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await page.locator("#field-users").waitFor();
}

/** Types into a field as a user does, then leaves it (the message shows when the field is left). */
async function typeInto(page: Page, key: string, text: string): Promise<void> {
  const input = page.locator(`#field-${key}`);
  await input.fill("");
  await input.pressSequentially(text);
  await input.blur();
}

test("the pane validates as the user types, builds into the workbook and says what it did", async () => {
  const page = await openPane(["Inputs", "Budget"]);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));

  // The form starts from the paper's worked example and shows the option defaults.
  await expect(page.locator("#field-users").inputValue()).resolves.toBe(
    String(DEFAULT_SCENARIO.users)
  );
  await expect(page.locator("#field-dbOverhead").getAttribute("placeholder")).resolves.toBe("1.2");

  // A bad value gets the custom functions' own message, as the user types.
  await typeInto(page, "users", "-5");
  await expect(page.locator("#field-users-message").innerText()).resolves.toContain(
    "Number of mailbox users, including growth (NU): must be a whole number greater than 0 (got -5)"
  );
  await typeInto(page, "copies", "17");
  await expect(page.locator("#field-copies-message").innerText()).resolves.toContain(
    "Copies of each database (1 = standalone, 2+ = DAG): must be a whole number from 1 to 16 (got 17)"
  );
  await page.locator("#build").click();
  await expect(page.locator("#outcome-bar").getAttribute("data-intent")).resolves.toBe("error");
  // Every field to fix is listed, not only the first.
  await expect(page.locator("#outcome-title").innerText()).resolves.toBe("2 fields need a fix");
  const untouched = await page.evaluate(() => (window as any).excelDouble.double.syncs());
  // only the pane's looks at the workbook: when it opened, and when the Dell method was chosen
  expect(untouched).toBe(2);

  // Fixed, the messages go; a customer name that looks like a formula stays text.
  await typeInto(page, "users", "6000");
  await typeInto(page, "copies", "3");
  await expect(page.locator("#field-users-message").isVisible()).resolves.toBe(false);
  await typeInto(page, "customer", '=HYPERLINK("http://x","y")');
  await page.locator("#build").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });

  const outcome = await page.locator("#outcome-bar").innerText();
  expect(outcome).toMatch(/Built the sizing workbook: \d+ sheets/);
  expect(outcome).toContain(
    "Your workbook already has a sheet named “Inputs”, left untouched: ExSize's is “Inputs (2)”"
  );

  const built = await page.evaluate(() => {
    const { double } = (window as any).excelDouble;
    const wb = double.workbook;
    const cellsOf = (name: string) =>
      [...wb.sheet(name).cells.values()].map((c: any) => ({ kind: c.kind, content: c.content }));
    return {
      syncs: double.syncs(),
      sheets: wb.sheets.map((s: any) => s.name),
      active: wb.sheetById(wb.activeSheetId).name,
      userInputs: cellsOf("Inputs"),
      inputs: cellsOf("Inputs (2)"),
      summary: cellsOf("Summary"),
      names: wb.names.map((n: any) => [n.name, wb.formulaOf(n)]),
      maxRequest: Math.max(...double.requests.map((r: any) => r.bytes)),
    };
  });
  // Two looks when the pane opened (on Microsoft's method, then the Dell method chosen by openPane),
  // 3 syncs for the build, one look after it.
  expect(built.syncs).toBe(2 + 3 + 1);
  expect(built.sheets.slice(0, 3)).toEqual(["Inputs", "Budget", "Summary"]);
  expect(built.sheets).toContain("Inputs (2)");
  expect(built.active).toBe("Summary");
  expect(built.userInputs).toEqual([]);
  expect(built.inputs).toContainEqual({ kind: "number", content: 6000 });
  expect(built.summary).toContainEqual({ kind: "text", content: '=HYPERLINK("http://x","y")' });
  expect(built.names).toContainEqual(["ex.NU", "='Inputs (2)'!$C$6"]);
  expect(built.maxRequest).toBeLessThan(5 * 1024 * 1024);
  expect(errors).toEqual([]);

  const shot = path.join(root, "test-output/taskpane.png");
  fs.mkdirSync(path.dirname(shot), { recursive: true });
  // The whole page in one picture: the sticky action bar drawn where it ends, not over the outcome.
  const unstick = await page.addStyleTag({ content: ".action-bar { position: static; }" });
  await page.screenshot({ path: shot, fullPage: true });
  await unstick.evaluate((el) => (el as Element).remove());
  if (process.env.UPDATE_SCREENSHOT) fs.copyFileSync(shot, path.join(root, "docs/taskpane.png"));

  // The consultant types into the built Inputs and Summary, then builds again keeping those values.
  await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    wb.cell(wb.sheet("Inputs (2)"), 5, 2).content = 7000;
    wb.cell(wb.sheet("Summary"), 3, 1).content = "Contoso";
  });
  await expect(page.locator("#keep-row").isVisible()).resolves.toBe(true);
  await expect(page.locator("#keep-inputs").isChecked()).resolves.toBe(true);
  const before = await page.evaluate(() => (window as any).excelDouble.double.syncs());
  await page.locator("#build").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  const rebuilt = await page.locator("#outcome-bar").innerText();
  expect(rebuilt).toContain("Replaced the 13 sheets of the previous build.");
  expect(rebuilt).toMatch(
    /Kept from the previous Inputs sheet: .*ex\.Customer = Contoso.*ex\.NU = 7000/
  );
  await expect(page.locator("#field-users").inputValue()).resolves.toBe("7000");
  await expect(page.locator("#field-customer").inputValue()).resolves.toBe("Contoso");
  const second = await page.evaluate(() => {
    const { double } = (window as any).excelDouble;
    const wb = double.workbook;
    return {
      syncs: double.syncs(),
      sheets: wb.sheets.map((s: any) => s.name),
      users: wb.sheet("Inputs (2)").cells.get("5,2").content,
      userInputs: wb.sheet("Inputs").cells.size,
    };
  });
  expect(second.syncs - before).toBe(3 + 1);
  expect(second.sheets.length).toBe(built.sheets.length);
  expect(second.users).toBe(7000);
  expect(second.userInputs).toBe(0);

  // The second action: the catalogs alone, beside the sizing workbook's own.
  await page.locator("#catalogs").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  const catalogs = await page.locator("#outcome-bar").innerText();
  expect(catalogs).toContain("Added the array catalogs: Capacity catalog (2), IOPS catalog (2).");
  expect(errors).toEqual([]);
  await page.context().close();
});

// ---------------------------------------------------------------------------------------------
// Accessibility (issue 15)
// ---------------------------------------------------------------------------------------------

/** axe-core over the whole page, every rule on (WCAG 2.0-2.2 A/AA and best practices). */
async function axeViolations(page: Page): Promise<string[]> {
  const violations = await axeRun(page);
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`)
        .join("; ")}`
  );
}

interface AxNode {
  role: string;
  name: string;
  description: string;
  invalid?: string;
  disabled?: boolean;
  focused?: boolean;
}

/** Chromium's accessibility tree (CDP), for the element `selector` matches. */
async function axNode(page: Page, selector: string): Promise<AxNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send("DOM.getDocument", { depth: 0 })) as any;
    const { nodeId } = (await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector,
    })) as any;
    if (!nodeId) throw new Error(`no element for ${selector}`);
    const { nodes } = (await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    })) as any;
    const node = nodes[0];
    const prop = (name: string) => node.properties?.find((p: any) => p.name === name)?.value?.value;
    return {
      role: node.role?.value,
      name: node.name?.value ?? "",
      description: node.description?.value ?? "",
      invalid: prop("invalid"),
      disabled: prop("disabled"),
      focused: prop("focused"),
    };
  } finally {
    await cdp.detach();
  }
}

async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? el.id || `${el.tagName}` : "BODY";
  });
}

/** Waits for the polite live region to say `text` (it speaks 50 ms after a change). */
async function announced(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => document.getElementById("announcer")?.textContent?.includes(t),
    text,
    { timeout: 5_000 }
  );
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect({ state, violations: await axeViolations(page) }).toEqual({ state, violations: [] });
}

test("axe finds nothing in any state, and Chromium reads each field's words from the real input", async () => {
  const page = await openPane(["Sheet1"]);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The check can fail: an unlabelled box planted in the pane is found, then removed.
  await page.evaluate(() =>
    document
      .querySelector(".content")!
      .append(Object.assign(document.createElement("input"), { id: "planted" }))
  );
  expect((await axeViolations(page)).join("\n")).toMatch(/^label: .*#planted/m);
  await page.evaluate(() => document.getElementById("planted")!.remove());
  await expectNoViolations(page, "fresh");

  // A fresh field: named by its label; described by its unit and hint (with the valid range).
  const users = await axNode(page, "#field-users");
  expect(users.role).toBe("textbox");
  expect(users.name).toBe("Number of mailbox users, including growth (NU)");
  expect(users.description).toContain("users");
  expect(users.description).toContain("a whole number greater than 0");
  expect(users.invalid).toBe("false");
  // The radio groups and the method choice have names.
  expect(await axNode(page, "#databases")).toMatchObject({ role: "group", name: "Databases" });
  expect(await axNode(page, "#raid")).toMatchObject({ role: "group", name: "RAID level" });
  expect(await axNode(page, "#method")).toMatchObject({ role: "group", name: "Sizing method" });

  // Invalid input: the message shows when the field is left, on the input itself.
  await typeInto(page, "users", "-");
  const invalid = await axNode(page, "#field-users");
  expect(invalid.invalid).toBe("true");
  expect(invalid.description).toContain(
    "Number of mailbox users, including growth (NU): must be a whole number greater than 0"
  );
  // The border shows it too (2 px), not only the colour.
  await expect(
    page.locator("#field-users").evaluate((el) => getComputedStyle(el).borderTopWidth)
  ).resolves.toBe("2px");
  await announced(page, "must be a whole number greater than 0");
  await expectNoViolations(page, "invalid input");
  await typeInto(page, "users", "5000");
  expect((await axNode(page, "#field-users")).invalid).toBe("false");

  // Advanced open: grouped, searchable, resettable.
  await page.locator("#advanced > summary").click();
  await expectNoViolations(page, "Advanced open");
  await page.locator("#option-search").fill("latency");
  await expect(page.locator("#option-search-count").innerText()).resolves.toBe(
    "3 of 38 options match"
  );
  // the options' groups (form.ts, id group-*): the search section (search/searchSection.ts) has the class too
  await expect(page.locator('.option-group[id^="group-"]:not(.filtered)').count()).resolves.toBe(1);
  await page.locator("#option-search").fill("");
  await typeInto(page, "dbOverhead", "1");
  await typeInto(page, "logOverhead", "1.5");
  await page.locator("#reset-capacity").click();
  await expect(page.locator("#field-dbOverhead").inputValue()).resolves.toBe("");
  await expect(page.locator("#field-logOverhead").inputValue()).resolves.toBe("1.5");
  await page.locator("#reset-all").click();
  await expect(page.locator("#field-logOverhead").inputValue()).resolves.toBe("");
  // Defaults shown rounded, as a consultant writes them.
  await expect(page.locator("#field-diskIops7200").getAttribute("placeholder")).resolves.toBe(
    "66.6"
  );
  await page.locator("#advanced > summary").click();

  // A build running: hold the double's second sync (the first reads the workbook).
  await page.evaluate(() => {
    const w = window as any;
    const context = w.excelDouble.double.context;
    const sync = context.sync;
    let calls = 0;
    w.releaseBuild = undefined;
    const gate = new Promise<void>((resolve) => (w.releaseBuild = resolve));
    context.sync = async function (this: unknown) {
      if (++calls === 2) await gate;
      return sync.call(this);
    };
  });
  await page.locator("#build").focus();
  await page.keyboard.press("Enter");
  await page.locator("#progress:not([hidden])").waitFor();
  expect(await focusedId(page)).toBe("build");
  const busyBuild = await axNode(page, "#build");
  expect(busyBuild.disabled).toBe(true); // aria-disabled: still focusable, read as unavailable
  const bar = await axNode(page, "#progress-bar");
  expect(bar).toMatchObject({ role: "progressbar", name: "Build progress" });
  // the line of the moment: the build may already wait at the held sync (a loaded machine's test is
  // slower than the build), which is "Sending the workbook to Excel" (render/office/builder.ts)
  expect(bar.description).toMatch(
    /^Reading the workbook|^Writing the sheet|^Sending the workbook to Excel$/
  );
  await expectNoViolations(page, "a build running");
  // Pressing Build again while busy does nothing.
  await page.keyboard.press("Enter");
  await page.evaluate(() => (window as any).releaseBuild());
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  // The outcome takes focus, in view above the action bar.
  expect(await focusedId(page)).toBe("outcome");
  expect(await axNode(page, "#outcome")).toMatchObject({
    role: "region",
    name: expect.stringMatching(/^Built the sizing workbook/),
  });
  await expectNoViolations(page, "after a build");

  // A failed build: Excel refuses a write; the builder undoes it and the pane says so.
  await page.evaluate(() => {
    (window as any).excelDouble.double.failWhen = ({ api }: { api: string }) =>
      api === "Range.formulas";
  });
  await page.locator("#build").press("Enter");
  await page.locator("#outcome-bar[data-intent='error']").waitFor({ timeout: 30_000 });
  expect(await focusedId(page)).toBe("outcome");
  await expect(page.locator("#outcome-title").innerText()).resolves.toBe("Nothing was built");
  await expectNoViolations(page, "after a failed build");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the pane follows Office's theme, and axe finds nothing in the dark", async () => {
  const page = await openPane(["Sheet1"], { theme: "White" });
  await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("light");
  // The user picks Black in Office: the pane reads officeTheme again (Excel has no event).
  await page.evaluate(() => (window as any).excelDouble.setOfficeTheme("Black"));
  await page.waitForFunction(() => document.documentElement.dataset.theme === "dark", null, {
    timeout: 10_000,
  });
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));
  expect(colours).toEqual({ body: "rgb(0, 0, 0)", text: "rgb(255, 255, 255)" });
  await expectNoViolations(page, "dark theme (Black)");
  await page.evaluate(() => (window as any).excelDouble.setOfficeTheme("DarkGray"));
  await page.waitForFunction(
    () => document.documentElement.dataset.officeTheme === "darkgray",
    null,
    { timeout: 10_000 }
  );
  await typeInto(page, "copies", "17");
  await expectNoViolations(page, "dark theme (DarkGray), invalid input");
  // In forced-colours mode (Windows high contrast) colours are the user's: the invalid border
  // still differs in width and style.
  await page.emulateMedia({ forcedColors: "active" });
  const border = (sel: string) =>
    page.locator(sel).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.borderTopWidth} ${s.borderTopStyle}`;
    });
  await expect(border("#field-copies")).resolves.toBe("2px dashed");
  await expect(border("#field-users")).resolves.toBe("1px solid");
  await page.emulateMedia({ forcedColors: "none" });
  await page.context().close();
});

test("the tier table, from the keyboard: add, rename, reorder, remove; cells read as 'Tier 2, mailboxes'; the environment; Build makes the Microsoft workbook", async () => {
  const page = await openPane(["Sheet1", "Notes"]);
  // The method choice is a radio group: arrow keys choose.
  await page.locator("#method-equallogic").focus();
  await page.keyboard.press("ArrowDown");
  expect(await focusedId(page)).toBe("method-microsoft");
  await expect(page.locator("#tiers").isVisible()).resolves.toBe(true);
  await expect(page.locator("#scenario").isVisible()).resolves.toBe(false);
  await expect(page.locator("#ms-environment").isVisible()).resolves.toBe(true);
  await expect(page.locator("#build-note").count()).resolves.toBe(0);
  expect(await axNode(page, "#tier-1-mailboxes")).toMatchObject({
    role: "textbox",
    name: "Tier 1, mailboxes",
  });
  await expectNoViolations(page, "tier table");

  // Add: focus goes to the new tier's name.
  await page.locator("#add-tier").focus();
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("tier-2-name");
  expect(await axNode(page, "#tier-2-mailboxes")).toMatchObject({ name: "Tier 2, mailboxes" });
  expect(await axNode(page, "#tier-2-readWriteRatio")).toMatchObject({
    role: "combobox",
    name: "Tier 2, database read:write ratio",
  });
  await announced(page, "Added Tier 2, 2 of 4 tiers.");

  // Rename: every cell of the tier follows its name.
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Executives");
  expect(await axNode(page, "#tier-2-mailboxes")).toMatchObject({ name: "Executives, mailboxes" });
  expect(await axNode(page, "#tier-2")).toMatchObject({ role: "listitem" });
  await expect(page.locator("#tier-2-title").innerText()).resolves.toBe("Executives");

  // Reorder: Move up keeps focus on the moved tier's button.
  await page.locator("#tier-2-up").focus();
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("tier-2-up");
  await expect(page.locator(".tier-title").allInnerTexts()).resolves.toEqual([
    "Executives",
    "Tier 1",
  ]);
  expect(await axNode(page, "#tier-2-up")).toMatchObject({ disabled: true, focused: true });
  await announced(page, "Executives moved to position 1 of 2.");

  // A bad cell: the message names the tier and the column, on the cell.
  await page.locator("#tier-2-mailboxes").fill("2.5");
  await page.locator("#tier-2-mailboxes").press("Tab");
  const cell = await axNode(page, "#tier-2-mailboxes");
  expect(cell.invalid).toBe("true");
  expect(cell.description).toContain("Executives, mailboxes: must be a whole number (got 2.5)");
  await page.locator("#tier-2-mailboxes").fill("6,000");
  await page.locator("#tier-2-mailboxes").press("Tab");
  expect((await axNode(page, "#tier-2-mailboxes")).invalid).toBe("false");

  // Up to 4 tiers: Add stays focusable and says why it cannot.
  while ((await page.locator(".tier").count()) < 4) await page.locator("#add-tier").click();
  await expect(page.locator(".tier").count()).resolves.toBe(4);
  await page.locator("#add-tier").focus();
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("add-tier");
  await announced(page, "The calculator takes at most 4 tiers.");

  // Remove: focus goes to the next tier's Remove.
  await page.locator("#tier-2-remove").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".tier").count()).resolves.toBe(3);
  expect(await focusedId(page)).toBe("tier-1-remove");
  await announced(page, "Removed Executives; 3 tiers left.");
  await expectNoViolations(page, "tier table, 3 tiers");

  // The environment, grouped as the calculator's Input sheet: blank shows the default; a bad value
  // gets the core's message (as exsize size), on the real input, when the field is left.
  await page.locator("#ms-environment > summary").click();
  await expect(page.locator("#env-haCopies").getAttribute("placeholder")).resolves.toBe("3");
  expect(await axNode(page, "#env-haCopies")).toMatchObject({
    role: "textbox",
    name: "HA database copies (including the active copy)",
  });
  await page.locator("#env-haCopies").fill("2.5");
  await page.locator("#env-haCopies").press("Tab");
  const copies = await axNode(page, "#env-haCopies");
  expect(copies.invalid).toBe("true");
  expect(copies.description).toContain(
    "HA database copies (including the active copy): must be a whole number from 1 to 16 (got 2.5)"
  );
  await announced(
    page,
    "HA database copies (including the active copy): must be a whole number from 1 to 16 (got 2.5)"
  );
  expect(await axNode(page, "#env-datacenterModel")).toMatchObject({
    role: "combobox",
    name: "Datacenter model",
  });
  await expectNoViolations(page, "Microsoft environment, invalid input");

  // Build with the value still wrong: the outcome lists it and builds nothing.
  await page.locator("#build").focus();
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("outcome");
  await expect(page.locator("#outcome-title").innerText()).resolves.toBe("1 field needs a fix");
  // the pane's looks at the workbook (opened, the Dell method chosen by openPane), no build
  expect(await page.evaluate(() => (window as any).excelDouble.double.syncs())).toBe(2);

  // Fixed, it builds the Microsoft method's workbook through the office-js builder: 3 syncs.
  await page.locator("#env-haCopies").fill("3");
  await page.locator("#env-haCopies").press("Tab");
  expect((await axNode(page, "#env-haCopies")).invalid).toBe("false");
  await page.locator("#env-datacenterModel").selectOption("Active/Passive");

  // Replication between datacenters (issue 21's inputs, Input!B143:G168): the link from the
  // calculator's list, the latency checked by the core's rule, the 24-hour profile as pasted from
  // Excel, refused at 23 numbers, its sum read out and, at 96 %, the note that it is used as given.
  expect(await axNode(page, "#env-networkLinkType")).toMatchObject({
    role: "combobox",
    name: "Network link between the datacenters",
  });
  await expect(page.locator("#env-networkLinkType option").count()).resolves.toBe(1 + 28);
  await page.locator("#env-networkLinkType").selectOption("OC-3 (155 Mbps)");
  await page.locator("#env-networkLinkLatencyMs").fill("-1");
  await page.locator("#env-networkLinkLatencyMs").press("Tab");
  const latency = await axNode(page, "#env-networkLinkLatencyMs");
  expect(latency).toMatchObject({ name: "Network link latency", invalid: "true" });
  expect(latency.description).toContain(
    "Network link latency: must be a number of 0 or more (got -1)"
  );
  await page.locator("#env-networkLinkLatencyMs").fill("20");
  await page.locator("#env-networkLinkLatencyMs").press("Tab");
  expect(await focusedId(page)).toBe("env-logGenerationProfilePercent");
  const column = Array.from({ length: 24 }, () => "4").join("\r\n");
  await page.locator("#env-logGenerationProfilePercent").fill(column.replace(/^4\r\n/, ""));
  await page.locator("#env-logGenerationProfilePercent").press("Tab");
  const short = await axNode(page, "#env-logGenerationProfilePercent");
  expect(short).toMatchObject({
    role: "textbox",
    name: "Logs generated per hour (hours 1 to 24)",
    invalid: "true",
  });
  expect(short.description).toContain("must be 24 numbers, one for each hour 1 to 24 (got 23)");
  await page.locator("#env-logGenerationProfilePercent").fill(column);
  await page.locator("#env-logGenerationProfilePercent").press("Tab");
  const profile = await axNode(page, "#env-logGenerationProfilePercent");
  expect(profile.invalid).toBe("false");
  expect(profile.description).toContain(
    "24 hours read; they sum to 96 %. The calculator uses the profile as given, without scaling it to 100 %"
  );
  await announced(
    page,
    "Logs generated per hour (hours 1 to 24): 24 hours read; they sum to 96 %."
  );
  await expectNoViolations(page, "Microsoft environment, replication between datacenters");
  await page.locator("#env-group-replication").evaluate((el) => el.scrollIntoView());
  await screenshot(page, "taskpane-replication.png");

  await page.locator("#tier-1-mailboxes").fill("4000");
  await page.locator("#build").focus();
  await page.keyboard.press("Enter");
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 60_000 });
  expect(await focusedId(page)).toBe("outcome");
  const outcome = await page.locator("#outcome-bar").innerText();
  expect(outcome).toMatch(/Built the Microsoft method's sizing workbook: 11 sheets/);
  expect(outcome).not.toContain("not available");
  const built = await page.evaluate(() => {
    const { double } = (window as any).excelDouble;
    const wb = double.workbook;
    return {
      syncs: double.syncs(),
      sheets: wb.sheets.map((s: any) => s.name),
      names: wb.names.map((n: any) => n.name) as string[],
      userNotes: wb.sheet("Notes").cells.size,
      inputs: [...wb.sheet("Inputs").cells.values()].map((c: any) => c.content),
    };
  });
  // Two looks when the pane opened (on Microsoft's method, then the Dell method chosen by openPane),
  // 3 syncs for the build, one look after it.
  expect(built.syncs).toBe(2 + 3 + 1);
  expect(built.sheets).toEqual([
    "Sheet1",
    "Notes",
    "Summary",
    "Inputs",
    "Tier profile",
    "Databases and servers",
    "Failure modes",
    "MetaCache",
    "Replication",
    "Activation scenarios",
    "Mailbox growth",
    "Copy layout",
    "Notes (2)",
  ]);
  // The user's "Notes" is untouched; ExSize's is "Notes (2)".
  expect(built.userNotes).toBe(0);
  expect(outcome).toContain("Your workbook already has a sheet named “Notes”, left untouched");
  // The typed design reached the Inputs sheet: tier 1's 4000 mailboxes, the added tiers' 5000 (the
  // Executives tier was removed), the datacenter model chosen, the link, its latency and the profile's
  // hours as the calculator's cells hold them (4 % is 0.04, Input!C145:C168).
  expect(built.inputs).toEqual(
    expect.arrayContaining([4000, 5000, "Active/Passive", "OC-3 (155 Mbps)", 20, 0.04])
  );
  expect(built.names).toEqual(
    expect.arrayContaining([
      "ex.ms.databaseCount",
      "ex.ms.input.haCopies",
      "ex.ms.input.tier1.mailboxes",
      "ex.ms.input.networkLinkType",
      "ex.ms.input.logGenerationProfile.hour24",
    ])
  );
  expect(built.names.filter((n) => n.startsWith("ex.ms.")).length).toBeGreaterThan(100);
  await expectNoViolations(page, "after a Microsoft build");

  // Building again replaces the Microsoft build's own sheets and nothing else.
  await page.locator("#build").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 60_000 });
  await expect(page.locator("#outcome-bar").innerText()).resolves.toContain(
    "Replaced the 11 sheets of the previous build."
  );
  const again = await page.evaluate(() =>
    (window as any).excelDouble.double.workbook.sheets.map((s: any) => s.name)
  );
  expect(again).toEqual(built.sheets);
  await page.context().close();
});

test("the pane opens on Microsoft's method, the Dell method one choice away; axe finds nothing in either", async () => {
  const page = await openPane(["Sheet1"], { method: "microsoft" });
  await expect(
    page.locator("#method input").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).id))
  ).resolves.toEqual(["method-microsoft", "method-equallogic"]);
  for (const id of ["#tiers", "#ms-environment", "#deploy-section"])
    await expect(page.locator(id).isVisible()).resolves.toBe(true);
  await expect(page.locator("#scenario").isVisible()).resolves.toBe(false);
  await expectNoViolations(page, "opened, Microsoft's method");
  await page.locator("#method-equallogic").check();
  await expect(page.locator("#scenario").isVisible()).resolves.toBe(true);
  await expect(page.locator("#tiers").isVisible()).resolves.toBe(false);
  await expectNoViolations(page, "the Dell method chosen");
  await page.context().close();
});

test("keyboard only: type a scenario, fix an error, build and read the outcome", async () => {
  const page = await openPane(["Sheet1"], { viewport: { width: 320, height: 700 } });
  const tab = async (expected: string): Promise<void> => {
    await page.keyboard.press("Tab");
    expect(await focusedId(page)).toBe(expected);
  };
  // The tab order, from the top: method, the scenario's fields, the two radio groups (one stop
  // each), Advanced, Build and the catalogs.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tab("method-equallogic");
  await tab("field-project");
  await page.keyboard.type("Fabrikam mail");
  await tab("field-customer");
  await page.keyboard.type("Fabrikam");
  await tab("field-users");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("6,00"); // a typo: not a number in en-US
  await tab("field-quotaMB");
  await expect(page.locator("#field-users-message").innerText()).resolves.toContain(
    "“6,00” could be 6.00 or 600"
  );
  await page.keyboard.press("Control+A");
  await page.keyboard.type("2 048");
  await tab("field-messagesPerDay");
  await tab("field-avgMessageKB");
  await tab("field-copies");
  await tab("databases-computed");
  await tab("field-maxDbSizeGB");
  await tab("raid-Any");
  await tab("SUMMARY");
  // Saved designs: the name, Save, and Compare (no design saved yet).
  await tab("design-name");
  await tab("save-design");
  await tab("compare");
  await tab("catalogs");
  await tab("build");
  // Build finds the error: the outcome lists it and takes focus.
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("outcome");
  await expect(page.locator("#outcome-title").innerText()).resolves.toBe("1 field needs a fix");
  // Its link leads to the field.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("field-users");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("6,000");
  await expect(page.locator("#field-users-message").isVisible()).resolves.toBe(false);
  await expect(page.locator("#field-users-reading").innerText()).resolves.toBe("Read as 6000");
  // Back to Build: Shift+Tab from the action bar would be long; the bar is reachable by Tab.
  for (let i = 0; i < 16 && (await focusedId(page)) !== "build"; i++)
    await page.keyboard.press("Tab");
  expect(await focusedId(page)).toBe("build");
  // Build stays visible in a 320 x 700 pane (the sticky action bar).
  const box = await page.locator("#build").boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(700);
  // Build keeps focus while it builds, and the outcome takes it when done: every focus move from the
  // key press on is recorded in the page (reading the focus after the key press raced a fast build).
  await page.evaluate(() => {
    const w = window as unknown as { focusMoves: string[] };
    w.focusMoves = [];
    document.addEventListener("focusin", (e) => w.focusMoves.push((e.target as Element).id));
    // focus lost to nothing (a disabled Build, say) is a move too
    document.addEventListener("focusout", (e) => {
      if (!e.relatedTarget) w.focusMoves.push("(none)");
    });
  });
  await page.keyboard.press("Enter");
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as any).focusMoves)).toEqual(["outcome"]);
  expect(await focusedId(page)).toBe("outcome");
  const outcome = await page.locator("#outcome").innerText();
  expect(outcome).toMatch(/Built the sizing workbook: \d+ sheets/);
  const inView = await page.locator("#outcome").evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
  expect(inView).toBe(true);
  const wrote = await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    const contents = (sheet: string) =>
      [...wb.sheet(sheet).cells.values()].map((c: any) => c.content);
    return { inputs: contents("Inputs"), summary: contents("Summary") };
  });
  expect(wrote.inputs).toEqual(expect.arrayContaining([6000, 2048]));
  expect(wrote.summary).toEqual(expect.arrayContaining(["Fabrikam"]));
  await page.context().close();
});

/** Every visible text box keeps room for at least 6 characters of its value. */
async function narrowestInput(page: Page): Promise<{ id: string; chars: number }> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    let worst = { id: "", chars: Infinity };
    for (const el of document.querySelectorAll<HTMLInputElement>(
      "input[type=text], input[type=search], select, textarea"
    )) {
      if (!el.offsetParent) continue;
      const style = getComputedStyle(el);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        el.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        (el.tagName === "SELECT" ? 20 : 0);
      const chars = room / canvas.measureText("0").width;
      if (chars < worst.chars) worst = { id: el.id, chars };
    }
    return worst;
  });
}

const ZOOM: PaneOptions = { viewport: { width: 320, height: 700 }, zoom: 2 };

async function screenshot(page: Page, name: string): Promise<void> {
  const shot = path.join(root, "test-output", name);
  fs.mkdirSync(path.dirname(shot), { recursive: true });
  await page.screenshot({ path: shot });
  if (process.env.UPDATE_SCREENSHOT) fs.copyFileSync(shot, path.join(root, "docs", name));
}

test.each([
  ["320 px", { viewport: { width: 320, height: 700 } }, "taskpane-320.png"],
  ["200% zoom", ZOOM, "taskpane-zoom200.png"],
  ["dark theme", { viewport: { width: 320, height: 700 }, theme: "DarkGray" }, "taskpane-dark.png"],
] as const)(
  "reflow at %s: every box shows 6 characters, Build stays in view",
  async (_, options, name) => {
    const page = await openPane(["Sheet1"], options as PaneOptions);
    await page.locator("#advanced > summary").click();
    expect(await narrowestInput(page)).toMatchObject({ chars: expect.any(Number) });
    const fields = await narrowestInput(page);
    expect({ ...fields, ok: fields.chars >= 6 }).toMatchObject({ ok: true });
    // Nothing wider than the pane.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator("#method-microsoft").check();
    await page.locator("#ms-environment > summary").click();
    const tiers = await narrowestInput(page);
    expect({ ...tiers, ok: tiers.chars >= 6 }).toMatchObject({ ok: true });
    // The environment's lists (long texts such as "Weekly Full / Daily Incremental") fit the pane too.
    const msOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    );
    expect(msOverflow).toBeLessThanOrEqual(0);
    await page.locator("#method-equallogic").check();
    await page.locator("#advanced > summary").click();
    await typeInto(page, "copies", "17");
    await page.evaluate(() => window.scrollTo(0, 0));
    const build = await page.locator("#build").boundingBox();
    const height = page.viewportSize()!.height;
    expect(build!.y + build!.height).toBeLessThanOrEqual(height);
    // At 200% zoom the picture shows fields (their units wrap under the boxes), not the title.
    if (options === ZOOM) {
      await page.locator("#field-quotaMB").evaluate((el) => el.scrollIntoView({ block: "center" }));
    }
    await screenshot(page, name);
    await page.context().close();
  }
);

test("an Excel without ExcelApi 1.9: Build stays focusable, says why, and builds nothing", async () => {
  const page = await openPane(["Sheet1"], { apiVersion: "1.8" });
  await expect(page.locator("#outcome-title").innerText()).resolves.toBe(
    "This Excel cannot build the workbook"
  );
  const build = await axNode(page, "#build");
  expect(build.disabled).toBe(true);
  expect(build.description).toBe("This Excel cannot build the workbook");
  await page.locator("#build").focus();
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("build");
  expect(await page.evaluate(() => (window as any).excelDouble.double.syncs())).toBe(0);
  await expectNoViolations(page, "unsupported Excel");
  await page.context().close();
});

test("in a decimal-comma display language, numbers read and show with a comma", async () => {
  const page = await openPane(["Sheet1"], { displayLanguage: "de-DE" });
  await page.locator("#advanced > summary").click();
  await expect(page.locator("#field-diskIops7200").getAttribute("placeholder")).resolves.toBe(
    "66,6"
  );
  await typeInto(page, "avgMessageKB", "75,5");
  await typeInto(page, "users", "6.000");
  await expect(page.locator("#field-users-reading").innerText()).resolves.toBe("Read as 6000");
  await expect(page.locator("#field-avgMessageKB-message").isVisible()).resolves.toBe(false);
  await page.locator("#build").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  const inputs = await page.evaluate(() => {
    const wb = (window as any).excelDouble.double.workbook;
    return [...wb.sheet("Inputs").cells.values()].map((c: any) => c.content);
  });
  expect(inputs).toEqual(expect.arrayContaining([6000, 75.5]));
  await page.context().close();
});

test("saved designs: three saved, kept when the pane reloads, two compared through the builder; rename, delete, export and open", async () => {
  const page = await openPane(["Sheet1", "Compare"], { workbookKey: "saved-designs" });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const names = () => page.locator("#design-list .design-name").allInnerTexts();
  // Nothing saved: Compare stays focusable, disabled, and says why.
  await expect(page.locator("#designs-count").innerText()).resolves.toBe(
    "No design saved in this workbook yet."
  );
  expect(await axNode(page, "#compare")).toMatchObject({
    disabled: true,
    description: "Tick 2 to 12 saved designs to compare (0 ticked).",
  });

  // A form with a field to fix saves nothing: the outcome lists it, as Build's does.
  await typeInto(page, "users", "-5");
  await page.locator("#save-design").click();
  await expect(page.locator("#outcome-title").innerText()).resolves.toBe("1 field needs a fix");
  expect(await focusedId(page)).toBe("outcome");
  await expect(page.locator("#design-list li").count()).resolves.toBe(0);
  await typeInto(page, "users", String(DEFAULT_SCENARIO.users));
  // Office refusing to save the settings: said and shown, nothing listed.
  await page.evaluate(() => ((window as any).excelDouble.officeDocument.failSaves = 1));
  await page.locator("#save-design").click();
  await announced(
    page,
    "The designs could not be saved in the workbook: The document could not be saved."
  );
  await expect(page.locator("#designs-status").innerText()).resolves.toContain(
    "could not be saved"
  );
  await expect(page.locator("#design-list li").count()).resolves.toBe(0);

  // 1. The form as it opens, under the project's name (the name box left blank).
  await page.locator("#save-design").click();
  await announced(page, `Saved “${DEFAULT_SCENARIO.project}”; 1 design saved.`);
  // 2. Three copies, named by the user (Enter in the name box saves).
  await typeInto(page, "copies", "3");
  await page.locator("#design-name").fill("RAID 10, 3 copies");
  await page.locator("#design-name").press("Enter");
  await announced(page, "Saved “RAID 10, 3 copies”; 2 designs saved.");
  // 3. The Microsoft method's tiers and environment, as they open.
  await page.locator("#method-microsoft").check();
  await page.locator("#design-name").fill("Microsoft, example tier");
  await page.locator("#save-design").click();
  await announced(page, "Saved “Microsoft, example tier”; 3 designs saved.");
  await expect(names()).resolves.toEqual([
    DEFAULT_SCENARIO.project,
    "RAID 10, 3 copies",
    "Microsoft, example tier",
  ]);
  await expectNoViolations(page, "three saved designs");

  // The pane loads again on the same workbook: the designs were saved in it.
  await page.reload();
  await chooseDellMethod(page);
  await expect(names()).resolves.toEqual([
    DEFAULT_SCENARIO.project,
    "RAID 10, 3 copies",
    "Microsoft, example tier",
  ]);
  const kept = await page.evaluate(() => {
    const { settings, double } = (window as any).excelDouble;
    return {
      designs: settings.get("exsize.savedDesigns").designs,
      sheets: double.workbook.sheets.map((s: any) => s.name),
    };
  });
  expect(kept.sheets).toEqual(["Sheet1", "Compare"]);
  expect(kept.designs[1].scenario).toMatchObject({ users: 5000, copies: 3 });
  expect(kept.designs[1].scenario.method).toBeUndefined();
  expect(kept.designs[2].scenario).toMatchObject({
    method: "microsoft",
    tiers: [expect.objectContaining({ mailboxes: expect.any(Number) })],
  });

  // One ticked: Compare says why it cannot, when pressed.
  await page.locator("#design-1-tick").check();
  expect(await axNode(page, "#compare")).toMatchObject({
    disabled: true,
    description: "Tick 2 to 12 saved designs to compare (1 ticked).",
  });
  await page.locator("#compare").focus();
  await page.keyboard.press("Enter");
  await announced(page, "Tick 2 to 12 saved designs to compare (1 ticked).");
  expect(await focusedId(page)).toBe("compare");
  // Two ticked, of both methods: Compare builds through the builder, in at most 3 syncs.
  await page.locator("#design-3-tick").check();
  expect((await axNode(page, "#compare")).disabled).toBeFalsy();
  await expect(page.locator("#compare-why").innerText()).resolves.toBe(
    "Builds the Compare sheet of the 2 ticked designs."
  );
  const before = await page.evaluate(() => (window as any).excelDouble.double.syncs());
  await page.locator("#compare").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 60_000 });
  await expect(page.locator("#outcome-title").innerText()).resolves.toMatch(
    /^Built the Compare workbook of the ticked designs: \d+ sheets/
  );
  const compared = await page.evaluate(() => {
    const { double } = (window as any).excelDouble;
    const wb = double.workbook;
    const name = wb.names.find((n: any) => n.name.toLowerCase() === "ex.cmp.mailboxes");
    const sheet = name && wb.sheetById(name.ref.sheetId);
    const [, c1, r1, c2, r2] = /^\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)$/.exec(name.ref.address)!;
    const col = (letters: string) =>
      [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    const cells = [];
    for (let c = col(c1); c <= col(c2); c++) cells.push(sheet.cells.get(`${Number(r1) - 1},${c}`));
    return {
      syncs: double.syncs(),
      lastRequest: double.requests[double.requests.length - 1].apis,
      sheets: wb.sheets.map((s: any) => s.name),
      sheet: sheet.name,
      rows: [r1, r2],
      formulas: cells.map((cell: any) => cell?.written),
      userCompare: [...wb.sheet("Compare").cells.values()].length,
    };
  });
  // The build's syncs (read, write, recalculate), then the pane's own look at the workbook (one
  // request of loads only, as after every build: the keep-inputs choice).
  expect(compared.syncs - before - 1).toBeLessThanOrEqual(3);
  expect(
    compared.lastRequest.filter((api: string) => !/(\.load|getActiveWorksheet)$/.test(api))
  ).toEqual([]);
  // The user's "Compare" is untouched; ExSize's is "Compare (2)", first, then the designs' sheets.
  expect(compared.userCompare).toBe(0);
  expect(compared.sheet).toBe("Compare (2)");
  expect(compared.sheets.slice(0, 3)).toEqual(["Sheet1", "Compare", "Compare (2)"]);
  // ex.cmp.mailboxes: one row, one column per ticked design, each a formula over its own design.
  expect(compared.rows[0]).toBe(compared.rows[1]);
  expect(compared.formulas).toHaveLength(2);
  expect(compared.formulas[0]).toMatch(/^=.*ex\.d1\./i);
  expect(compared.formulas[1]).toMatch(/^=.*ex\.d2\./i);
  await expectNoViolations(page, "after Compare");
  await page.locator("#designs").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await screenshot(page, "taskpane-designs.png");

  // Rename from the keyboard: a name already saved is refused, said and shown; Escape cancels.
  await page.locator("#design-2-rename").focus();
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("design-2-newname");
  await page.keyboard.type("microsoft, EXAMPLE tier");
  await page.keyboard.press("Enter");
  await announced(page, "A design named “Microsoft, example tier” is already saved.");
  expect(await axNode(page, "#design-2-newname")).toMatchObject({
    invalid: "true",
    description: "A design named “Microsoft, example tier” is already saved.",
  });
  await expectNoViolations(page, "renaming, name taken");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("RAID 10, three copies");
  await page.keyboard.press("Enter");
  await announced(page, "Renamed “RAID 10, 3 copies” to “RAID 10, three copies”.");
  expect(await focusedId(page)).toBe("design-2-rename");
  expect(await axNode(page, "#design-2-rename")).toMatchObject({
    role: "button",
    name: "Rename, RAID 10, three copies",
  });

  // Export: the design's scenario file, downloaded.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("#design-2-export").click(),
  ]);
  expect(download.suggestedFilename()).toBe("RAID 10, three copies.json");
  const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(file).toEqual(kept.designs[1].scenario);
  await announced(page, "Exported “RAID 10, three copies” as RAID 10, three copies.json.");
  // Copy, where the webview saves no downloads: the same file's text on the clipboard.
  await page.evaluate(() => {
    (window as any).copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (t: string) => void (window as any).copied.push(t) },
    });
  });
  await page.locator("#design-2-copy").click();
  await announced(page, "Copied the scenario file of “RAID 10, three copies”.");
  const copied = await page.evaluate(() => (window as any).copied);
  expect(copied).toEqual([fs.readFileSync((await download.path())!, "utf8")]);

  // Delete: focus goes to the next design's Delete; the ticks of the others stay.
  await page.locator("#design-1-delete").focus();
  await page.keyboard.press("Enter");
  await announced(page, `Deleted “${DEFAULT_SCENARIO.project}”; 2 designs left in this workbook.`);
  expect(await focusedId(page)).toBe("design-2-delete");
  await expect(names()).resolves.toEqual(["RAID 10, three copies", "Microsoft, example tier"]);
  await expect(page.locator("#designs-count").innerText()).resolves.toBe(
    "2 designs saved in this workbook, 1 ticked."
  );
  // A new design under the renamed one's old name gets rows of its own (ids stay unique).
  await page.locator("#design-name").fill("RAID 10, 3 copies");
  await page.locator("#save-design").click();
  await announced(page, "Saved “RAID 10, 3 copies”; 3 designs saved.");
  const ids = await page.locator("#design-list [id]").evaluateAll((els) => els.map((e) => e.id));
  expect(new Set(ids).size).toBe(ids.length);
  // What the document holds after the reload is what the pane shows.
  await page.reload();
  await chooseDellMethod(page);
  await expect(names()).resolves.toEqual([
    "RAID 10, three copies",
    "Microsoft, example tier",
    "RAID 10, 3 copies",
  ]);

  // Open: a saved Microsoft design back in the form (the form unchanged since the pane opened, so
  // nothing to confirm): its method chosen, its tier's values shown, focus on its first box.
  const stored = () =>
    page.evaluate(() => (window as any).excelDouble.settings.get("exsize.savedDesigns").designs);
  const microsoft = kept.designs[2].scenario;
  await page.locator("#design-2-open").click();
  await announced(
    page,
    "Opened “Microsoft, example tier” (Microsoft method) in the form. Saving it again keeps “Microsoft, example tier” and saves a new design."
  );
  expect(await page.locator("#method-microsoft").isChecked()).toBe(true);
  expect(await page.locator("#tiers").isVisible()).toBe(true);
  expect(await page.locator("#scenario").isVisible()).toBe(false);
  await expect(page.locator("#tier-1-mailboxes").inputValue()).resolves.toBe(
    String(microsoft.tiers[0].mailboxes)
  );
  await expect(page.locator("#tier-1-quotaMB").inputValue()).resolves.toBe(
    String(microsoft.tiers[0].quotaMB)
  );
  expect(await focusedId(page)).toBe("tier-1-name");
  await expect(page.locator("#design-name").inputValue()).resolves.toBe("Microsoft, example tier");
  expect(await axNode(page, "#design-2-open")).toMatchObject({
    role: "button",
    name: "Open in the form, Microsoft, example tier",
  });
  // Changed and saved again: a new design; the opened one is never replaced.
  await page.locator("#tier-1-mailboxes").fill("7000");
  await page.locator("#tier-1-mailboxes").blur();
  await page.locator("#save-design").click();
  await announced(page, "Saved “Microsoft, example tier (2)”; 4 designs saved.");
  let designs = await stored();
  expect(designs[1].scenario).toEqual(microsoft);
  expect(designs[3]).toMatchObject({
    name: "Microsoft, example tier (2)",
    scenario: { method: "microsoft", tiers: [expect.objectContaining({ mailboxes: 7000 })] },
  });

  // A change not saved is not lost silently: Open asks first; Escape keeps the form.
  await page.locator("#tier-1-mailboxes").fill("8000");
  await page.locator("#tier-1-mailboxes").blur();
  await page.locator("#design-1-open").click();
  const why =
    "The form has changes not saved as a design. Opening “RAID 10, three copies” replaces them.";
  await announced(page, why);
  expect(await focusedId(page)).toBe("design-1-open-replace");
  expect(await axNode(page, "#design-1-open-replace")).toMatchObject({
    role: "button",
    name: "Open and replace the form, RAID 10, three copies",
    description: why,
  });
  await expectNoViolations(page, "open, confirming");
  await page.keyboard.press("Escape");
  await announced(page, "Kept the form; “RAID 10, three copies” not opened.");
  expect(await focusedId(page)).toBe("design-1-open");
  await expect(page.locator("#tier-1-mailboxes").inputValue()).resolves.toBe("8000");
  // Confirmed: the Dell design's values in the Dell form, the Dell method chosen.
  await page.keyboard.press("Enter");
  expect(await focusedId(page)).toBe("design-1-open-replace");
  await page.keyboard.press("Enter");
  await announced(page, "Opened “RAID 10, three copies” (Dell method) in the form.");
  expect(await page.locator("#method-equallogic").isChecked()).toBe(true);
  expect(await page.locator("#scenario").isVisible()).toBe(true);
  expect(await page.locator("#tiers").isVisible()).toBe(false);
  expect(await focusedId(page)).toBe("field-project");
  await expect(page.locator("#field-users").inputValue()).resolves.toBe("5000");
  await expect(page.locator("#field-copies").inputValue()).resolves.toBe("3");
  await expectNoViolations(page, "a design opened");
  await typeInto(page, "users", "6000");
  await page.locator("#save-design").click();
  await announced(page, "Saved “RAID 10, three copies (2)”; 5 designs saved.");
  designs = await stored();
  expect(designs[0].scenario).toEqual(kept.designs[1].scenario);
  expect(designs[4].scenario).toEqual({ ...kept.designs[1].scenario, users: 6000 });
  // A design `exsize workbook` would refuse (edited outside the pane) opens nothing and says why.
  await page.evaluate(async (list) => {
    const { settings } = (window as any).excelDouble;
    settings.set("exsize.savedDesigns", {
      version: 1,
      designs: [...list, { name: "Broken", scenario: { users: -5 }, savedAt: "" }],
    });
    await new Promise((resolve) => settings.saveAsync(resolve));
  }, designs);
  await page.reload();
  await chooseDellMethod(page);
  await page.locator("#design-6-open").click();
  await announced(page, "“Broken” cannot be opened: users ");
  expect(await focusedId(page)).toBe("design-6-open");
  await expect(page.locator("#field-users").inputValue()).resolves.toBe(
    String(DEFAULT_SCENARIO.users)
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

// ---------------------------------------------------------------------------------------------
// Deployment files (issue 12, item 3): exsize deploy's files as downloads
// ---------------------------------------------------------------------------------------------

/** Presses a download link and returns the bytes the browser saved. */
async function download(page: Page, selector: string): Promise<{ name: string; bytes: Buffer }> {
  const [saved] = await Promise.all([
    page.waitForEvent("download"),
    page.locator(selector).click(),
  ]);
  const file = await saved.path();
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(file) };
}

test("the Microsoft method's deployment files download byte for byte as deployFiles makes them; Every DAG gives a .zip per DAG; a hostile name gets the core's message and no file", async () => {
  const page = await openPane(["Sheet1"]);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await expect(page.locator("#deploy-section").isVisible()).resolves.toBe(false);
  await page.locator("#method-microsoft").check();
  await expect(page.locator("#deploy-section").isVisible()).resolves.toBe(true);

  // A design typed into the form, as a scenario file would give it to exsize deploy.
  await page.locator("#tier-1-mailboxes").fill("4000");
  await page.locator("#ms-environment > summary").click();
  await page.locator("#env-dagCount").fill("2");
  // 8 TB disks: the example's 4 TB disks are too small for this design's database volumes (3,738 GB
  // against 3,725 GB formatted: Storage Design!C182 "Insufficient Disk Capacity"), and deploy refuses
  // a design the verdict rejects (issue 20).
  await page.locator("#env-diskCapacityGB").fill("8000");
  await page.locator("#env-datacenterModel").selectOption("Active/Passive");
  // Every deployment input is in the pane, in the calculator's four groups (issue 33): names, domain
  // controllers, witness, DAG network, each a named group.
  for (const [id, name] of [
    ["#deploy-group-names", "Names"],
    ["#deploy-group-domain-controllers", "Domain controllers"],
    ["#deploy-group-witness", "Witness"],
    ["#deploy-group-dag-network", "DAG network"],
  ])
    expect(await axNode(page, id)).toMatchObject({ role: "group", name });
  await expect(
    page
      .locator("#deploy-section [name]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("name")))
  ).resolves.toEqual([
    "serverNames",
    "dagName",
    "databaseBaseName",
    "domainController",
    "domainControllerSecondary",
    "witnessServer",
    "witnessDirectory",
    "alternateWitnessServer",
    "alternateWitnessDirectory",
    "dagIpAddresses",
    "dacMode",
    "networkEncryption",
    "networkCompression",
    "replicationPort",
    "autoDatabaseMountDial",
    "manualDagNetworkConfiguration",
  ]);
  expect(await axNode(page, "#deploy-dacMode")).toMatchObject({
    role: "combobox",
    name: "Datacenter Activation Coordination mode",
  });
  expect(await axNode(page, "#deploy-manualDagNetworkConfiguration")).toMatchObject({
    role: "checkbox",
    name: "Manual DAG network configuration",
  });
  await expectNoViolations(page, "deployment inputs");
  await page.locator("#deploy-databaseBaseName").fill("LON-DB");
  await page.locator("#deploy-domainController").fill("dc1.corp.example");
  await page.locator("#deploy-witnessServer").fill("fsw1.corp.example");
  await page.locator("#deploy-alternateWitnessServer").fill("none");
  await page.locator("#deploy-dagIpAddresses").fill("10.0.1.50, 10.0.2.50");
  await page.locator("#deploy-dacMode").selectOption("Off");
  await page.locator("#deploy-replicationPort").fill("64400");
  await page.locator("#deploy-autoDatabaseMountDial").selectOption("GoodAvailability");
  await page.locator("#deploy-manualDagNetworkConfiguration").check();
  const scenario = {
    method: "microsoft",
    dagCount: 2,
    diskCapacityGB: 8000,
    datacenterModel: "Active/Passive",
    tiers: [{ mailboxes: 4000 }],
    databaseBaseName: "LON-DB",
    domainController: "dc1.corp.example",
    witnessServer: "fsw1.corp.example",
    alternateWitnessServer: "",
    dagIpAddresses: ["10.0.1.50", "10.0.2.50"],
    dacMode: "Off",
    replicationPort: 64400,
    autoDatabaseMountDial: "GoodAvailability",
    manualDagNetworkConfiguration: true,
  };
  const expected = deployFiles(deployInputOf(scenario));

  await page.locator("#deploy-prepare").click();
  await page.locator("#deploy-outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  expect(await focusedId(page)).toBe("deploy-outcome");
  await expect(page.locator("#deploy-outcome-title").innerText()).resolves.toBe(
    "8 deployment files ready"
  );
  const links = page.locator("#deploy-files a[download]");
  await expect(
    links.evaluateAll((as) => as.map((a) => a.getAttribute("download")))
  ).resolves.toEqual([...Object.keys(expected), "exsize-deploy.zip"]);
  expect(await axNode(page, "#deploy-file-0")).toMatchObject({ role: "link", name: "Servers.csv" });
  expect((await axNode(page, "#deploy-file-0")).description).toMatch(
    /^\d[\d.]* (bytes|KB) Each server/
  );

  // From the keyboard: Tab from the outcome reaches the first file; Enter saves it.
  await page.keyboard.press("Tab");
  expect(await focusedId(page)).toBe("deploy-file-0");
  const [byKeyboard] = await Promise.all([
    page.waitForEvent("download"),
    page.keyboard.press("Enter"),
  ]);
  expect(byKeyboard.suggestedFilename()).toBe("Servers.csv");
  expect(
    fs.readFileSync(await byKeyboard.path()).equals(Buffer.from(expected["Servers.csv"], "utf8"))
  ).toBe(true);
  await page.keyboard.press("Tab");
  expect(await axNode(page, "#deploy-files li:first-child button")).toMatchObject({
    focused: true,
  });

  // Every file, downloaded, is deployFiles' text to the byte; the .zip holds the same bytes.
  for (const [name, text] of Object.entries(expected)) {
    const saved = await download(page, `#deploy-files a[data-file="${name}"]`);
    expect(saved.name).toBe(name);
    expect(saved.bytes.equals(Buffer.from(text, "utf8"))).toBe(true);
  }
  const zip = await download(page, `#deploy-files a[data-file="exsize-deploy.zip"]`);
  expect(zip.name).toBe("exsize-deploy.zip");
  const unzipped = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(unzipped)).toEqual(Object.keys(expected));
  for (const [name, text] of Object.entries(expected))
    expect(Buffer.from(unzipped[name]).equals(Buffer.from(text, "utf8"))).toBe(true);

  // Copy, for webviews that save no downloads: the file's text on the clipboard, said politely.
  await page.evaluate(() => {
    (window as any).copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (t: string) => void (window as any).copied.push(t) },
    });
  });
  await page.locator('#deploy-files button[data-copy="MailboxDatabaseCopies.csv"]').click();
  await announced(page, "Copied MailboxDatabaseCopies.csv");
  await expect(page.evaluate(() => (window as any).copied)).resolves.toEqual([
    expected["MailboxDatabaseCopies.csv"],
  ]);
  expect(await axNode(page, '#deploy-files button[data-copy="Servers.csv"]')).toMatchObject({
    role: "button",
    name: "Copy Servers.csv",
  });
  await expectNoViolations(page, "deployment files ready");

  // The list is for the design it was made from: a change clears it and revokes its URLs.
  const oldUrl = await links.first().getAttribute("href");
  expect(oldUrl).toMatch(/^blob:/);
  await page.locator("#tier-1-mailboxes").fill("4100");
  await expect(page.locator("#deploy-files").isVisible()).resolves.toBe(false);
  await expect(page.locator("#deploy-outcome-title").innerText()).resolves.toBe(
    "The design changed"
  );
  await expect(
    page.evaluate(
      (u) =>
        fetch(u!).then(
          () => "fetched",
          () => "revoked"
        ),
      oldUrl
    )
  ).resolves.toBe("revoked");

  // Every DAG: a .zip per DAG with nn written as its number, and one with a folder per DAG, each
  // byte for byte what deployAllDags makes (exsize deploy --all-dags).
  // (every DAG needs "nn" in the names each DAG has of its own: the database base name here)
  await page.locator("#deploy-databaseBaseName").fill("LON-nn-DB");
  await page.locator("#deploy-all-dags").check();
  await page.locator("#deploy-prepare").click();
  await page.locator("#deploy-outcome-bar[data-intent='success']").waitFor({ timeout: 30_000 });
  await expect(page.locator("#deploy-outcome-title").innerText()).resolves.toBe(
    "2 DAGs' deployment files ready"
  );
  const dags = deployAllDags(
    deployInputOf({ ...scenario, tiers: [{ mailboxes: 4100 }], databaseBaseName: "LON-nn-DB" })
  );
  await expect(
    links.evaluateAll((as) => as.map((a) => a.getAttribute("download")))
  ).resolves.toEqual(["DAG-01.zip", "DAG-02.zip", "exsize-deploy.zip"]);
  const second = await download(page, `#deploy-files a[data-file="DAG-02.zip"]`);
  const secondFiles = unzipSync(new Uint8Array(second.bytes));
  expect(Object.keys(secondFiles)).toEqual(Object.keys(dags[1].files));
  for (const [name, text] of Object.entries(dags[1].files))
    expect(Buffer.from(secondFiles[name]).equals(Buffer.from(text, "utf8"))).toBe(true);
  expect(dags[1].files["Servers.csv"]).toContain("srv-02-01,");
  const everyDag = unzipSync(
    new Uint8Array((await download(page, `#deploy-files a[data-file="exsize-deploy.zip"]`)).bytes)
  );
  expect(Object.keys(everyDag).sort()).toEqual(
    dags.flatMap((d) => Object.keys(d.files).map((f) => `${d.name}/${f}`)).sort()
  );
  await expectNoViolations(page, "every DAG's files ready");
  await page.locator("#deploy-all-dags").uncheck();
  await expect(page.locator("#deploy-files").isVisible()).resolves.toBe(false);

  // A server name that would end a PowerShell string: the core's message, naming the key, on the
  // field and in the section's outcome; no file is offered.
  await page.locator("#deploy-serverNames").fill("EX'; Remove-Item, EX2");
  await page.locator("#deploy-serverNames").press("Tab");
  const server = await axNode(page, "#deploy-serverNames");
  expect(server.invalid).toBe("true");
  expect(server.description).toContain(
    `serverNames[0] "EX'; Remove-Item" holds a single quote (')`
  );
  await page.locator("#deploy-prepare").click();
  expect(await focusedId(page)).toBe("deploy-outcome");
  await expect(page.locator("#deploy-outcome-title").innerText()).resolves.toBe(
    "1 field needs a fix"
  );
  await expect(page.locator("#deploy-outcome-bar").innerText()).resolves.toContain(
    "serverNames[0] \"EX'; Remove-Item\" holds a single quote (')"
  );
  await expect(page.locator("#deploy-section a[download]").count()).resolves.toBe(0);
  await expectNoViolations(page, "deployment refused");

  // A DAG name fine alone but named like one of the design's servers: refused when prepared.
  await page.locator("#deploy-serverNames").fill("");
  await page.locator("#deploy-dagName").fill("srv-nn-02");
  await page.locator("#deploy-dagName").press("Tab");
  expect((await axNode(page, "#deploy-dagName")).invalid).not.toBe("true");
  await page.locator("#deploy-prepare").click();
  await expect(page.locator("#deploy-outcome-bar").innerText()).resolves.toContain(
    'dagName "srv-nn-02" is also serverNames[1]'
  );
  expect((await axNode(page, "#deploy-dagName")).invalid).toBe("true");
  await expect(page.locator("#deploy-section a[download]").count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the 2019 inputs in the pane: a catalog processor with its derived conversion, a disk beyond the calculator's list, MetaCache SSDs; keyboard, screen reader and axe, and the build has them", async () => {
  const page = await openPane(["Sheet1"], { method: "microsoft" });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.locator("#ms-environment > summary").click();
  // Grouped as the calculator's Input sheet, the 2019 groups after its processors.
  for (const [id, name] of [
    ["#env-group-processors", "Processors"],
    ["#env-group-metacache", "MetaCache SSDs (Exchange 2019 and SE)"],
  ])
    expect((await axNode(page, id)).name).toContain(name);
  await page.locator("#env-exchangeVersion").selectOption("2019");

  // The catalog is fetched when a model field is first focused (not when the pane opens).
  expect(fetched).not.toContain("/processors.json");
  await page.locator("#env-processor").focus();
  await page.waitForFunction(
    () => document.querySelectorAll("#env-processor-list option").length > 500
  );
  expect(fetched).toContain("/processors.json");
  await page.keyboard.type("Intel Xeon Gold 6448Y");
  await page.keyboard.press("Tab");
  // A model without its sockets: the catalog's message on the sockets field, when Build checks.
  expect(await focusedId(page)).toBe("env-sockets");
  await page.keyboard.type("2");
  await page.keyboard.press("Tab");
  // src/catalog/processors.ts's example: median 578.5 over 38 results (506-619), 64 cores; x 9.711.
  await expect(page.locator("#env-processor-reading").innerText()).resolves.toBe(
    "Intel Xeon Gold 6448Y x 2: SPECrate2017_int_base 578.5, the median of 38 result(s) (506 to 619); 64 cores; SPECint_rate2006 5617.8 (x 9.711, Intel, derived; 5399.1 to 6041.3)"
  );
  const processor = await axNode(page, "#env-processor");
  expect(processor).toMatchObject({
    role: "combobox",
    name: "Processor model (SPEC CPU2017 catalog)",
  });
  expect(processor.description).toContain("SPECint_rate2006 5617.8");
  expect(processor.description).toContain("A model of ExSize's catalog");

  // A disk outside the calculator's list is taken; beyond 100000 GB the core's one-line message.
  await page.locator("#env-diskCapacityGB").fill("200000");
  await page.locator("#env-diskCapacityGB").press("Tab");
  const disk = await axNode(page, "#env-diskCapacityGB");
  expect(disk).toMatchObject({ role: "combobox", invalid: "true" });
  expect(disk.description).toContain(
    "Disk capacity (every disk role): must be a whole number of GB from 1 to 100000"
  );
  await announced(page, "must be a whole number of GB from 1 to 100000");
  await page.locator("#env-diskCapacityGB").fill("20000");
  await page.locator("#env-diskCapacityGB").press("Tab");
  expect((await axNode(page, "#env-diskCapacityGB")).invalid).toBe("false");

  // MetaCache: the share 5 to 10 %, the SSD size.
  await page.locator("#env-mcdbCapacityPercent").fill("12");
  await page.locator("#env-mcdbCapacityPercent").press("Tab");
  await expect(page.locator("#env-mcdbCapacityPercent-message").innerText()).resolves.toContain(
    "MetaCache share of the HDD capacity: must be a number from 5 to 10"
  );
  await page.locator("#env-mcdbCapacityPercent").fill("6");
  await page.locator("#env-mcdbCapacityPercent").press("Tab");
  await expectNoViolations(page, "the 2019 inputs");
  await page.locator("#env-group-processors").evaluate((el) => el.scrollIntoView());
  await screenshot(page, "taskpane-processors.png");

  await page.locator("#tier-1-mailboxes").fill("12000");
  await page.locator("#build").click();
  await page.locator("#outcome-bar[data-intent='success']").waitFor({ timeout: 60_000 });
  // Every sheet's cells: the Inputs sheet's disk size, the processor's row (Summary), the MCDB share.
  const cells = await page.evaluate(() =>
    (window as any).excelDouble.double.workbook.sheets.flatMap((s: any) =>
      [...s.cells.values()].map((c: any) => c.content)
    )
  );
  expect(cells).toEqual(
    expect.arrayContaining(["20000 GB", "Intel Xeon Gold 6448Y (ExSize's processor catalog)", 6])
  );
  await expectNoViolations(page, "after a 2019 build");
  expect(errors).toEqual([]);
  await page.context().close();
});
