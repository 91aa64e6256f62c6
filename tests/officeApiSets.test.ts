/**
 * Office requirement sets (issue 22): every office-js member the shipped code touches (src/, tests
 * excluded) is read with the TypeScript checker, its declaration found in the typings
 * (@types/office-js, @types/custom-functions-runtime, @types/office-runtime) and its
 * `[Api set: NAME X.Y]` tag compared with what the add-in may assume: the sets manifest.xml declares
 * (Excel does not load the add-in where one is missing), or a set the code checks first with
 * `isSetSupported("NAME", "X.Y")`. A member above both fails, naming the member, the file and line.
 * Example: CustomFunctions.ErrorCode.invalidValue is CustomFunctionsRuntime 1.3, so the manifest
 * declares 1.3 (it declared 1.2: the planted test below runs the check against 1.2 and expects it).
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

const ROOT = path.join(__dirname, "..");
const TYPINGS = /node_modules\/@types\/(office-js|custom-functions-runtime|office-runtime)\//;

interface Use {
  readonly member: string;
  readonly where: string;
  readonly set: string;
  readonly version: string;
}

function shippedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return shippedFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

function program(): ts.Program {
  const configFile = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  return ts.createProgram(shippedFiles(path.join(ROOT, "src")), {
    ...config.options,
    noEmit: true,
  });
}

/** The `[Api set: NAME X.Y]` tags in the comment above a declaration. */
function apiSets(decl: ts.Declaration): [string, string][] {
  const file = decl.getSourceFile();
  const text = file.getFullText();
  const comments = ts.getLeadingCommentRanges(text, decl.getFullStart()) ?? [];
  const out: [string, string][] = [];
  for (const c of comments)
    for (const m of text.slice(c.pos, c.end).matchAll(/\[Api set: ([A-Za-z]+) (\d+(?:\.\d+)*)/g))
      out.push([m[1], m[2]]);
  return out;
}

/** Every use of a typings member with an [Api set] tag in the shipped files. */
function officeUses(p: ts.Program): Use[] {
  const checker = p.getTypeChecker();
  const uses: Use[] = [];
  const record = (symbol: ts.Symbol | undefined, node: ts.Node, name: string) => {
    if (!symbol) return;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const decl of target.declarations ?? []) {
      if (!TYPINGS.test(decl.getSourceFile().fileName.replace(/\\/g, "/"))) continue;
      const file = node.getSourceFile();
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const [set, version] of apiSets(decl))
        uses.push({
          member: name,
          where: `${path.relative(ROOT, file.fileName)}:${line}`,
          set,
          version,
        });
    }
  };
  for (const file of p.getSourceFiles()) {
    if (!file.fileName.startsWith(path.join(ROOT, "src"))) continue;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node))
        record(checker.getSymbolAtLocation(node.name), node, node.getText());
      else if (ts.isElementAccessExpression(node)) {
        // CustomFunctions.ErrorCode[kind]: every member the key's literal type can name.
        const keyType = checker.getTypeAtLocation(node.argumentExpression);
        const objType = checker.getTypeAtLocation(node.expression);
        const keys = keyType.isUnion() ? keyType.types : [keyType];
        for (const k of keys)
          if (k.isStringLiteral())
            record(objType.getProperty(k.value), node, `${node.expression.getText()}.${k.value}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return uses;
}

/** The sets manifest.xml declares, by name. */
function declaredSets(): Map<string, string> {
  const xml = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
  return new Map(
    [...xml.matchAll(/<Set Name="(\w+)" MinVersion="([\d.]+)"\s*\/>/g)].map((m) => [m[1], m[2]])
  );
}

/** The sets the code checks before use: isSetSupported("NAME", "X.Y" or a constant holding it). */
function checkedSets(p: ts.Program): Map<string, string> {
  const checker = p.getTypeChecker();
  const out = new Map<string, string>();
  for (const file of p.getSourceFiles()) {
    if (!file.fileName.startsWith(path.join(ROOT, "src"))) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        /\bisSetSupported$/.test(node.expression.getText()) &&
        node.arguments.length === 2
      ) {
        const [name, version] = node.arguments.map((a) => checker.getTypeAtLocation(a));
        if (name.isStringLiteral() && version.isStringLiteral()) out.set(name.value, version.value);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return out;
}

const above = (a: string, b: string) => {
  const x = a.split(".").map(Number);
  const y = b.split(".").map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

/** The uses above what is declared or checked: "member (file:line) needs SET X.Y; allowed: ...". */
function violations(uses: readonly Use[], allowed: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>();
  for (const u of uses) {
    const may = allowed.get(u.set);
    if (may === undefined || above(u.version, may))
      out.add(
        `${u.member} (${u.where}) needs ${u.set} ${u.version}; manifest.xml or an isSetSupported check allows ${may ?? "nothing of that set"}`
      );
  }
  return [...out];
}

let uses: Use[];
let checked: Map<string, string>;
beforeAll(() => {
  const p = program();
  uses = officeUses(p);
  checked = checkedSets(p);
});

test("every office-js member the shipped code touches is within the declared or checked sets", () => {
  // Not vacuous: the functions' error codes and the pane's Excel calls are among the uses.
  expect(uses.some((u) => u.set === "CustomFunctionsRuntime")).toBe(true);
  expect(uses.some((u) => u.set === "ExcelApi")).toBe(true);
  const allowed = new Map([...declaredSets(), ...checked]);
  expect(violations(uses, allowed)).toEqual([]);
});

test("planted: the manifest's old CustomFunctionsRuntime 1.2 is caught by the error codes 1.3", () => {
  const allowed = new Map([...declaredSets(), ...checked, ["CustomFunctionsRuntime", "1.2"]]);
  expect(violations(uses, allowed).join("\n")).toMatch(
    /CustomFunctions\.ErrorCode\.invalidValue \(src\/functions\/runtime\.ts:\d+\) needs CustomFunctionsRuntime 1\.3/
  );
});
