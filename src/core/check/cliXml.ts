import { EvidenceError } from "./errors";

/**
 * PowerShell's CliXml, the XML `Export-Clixml` writes (HealthChecker: `Export-Clixml -Depth 2`,
 * microsoft/CSS-Exchange Diagnostics/HealthChecker/Features/Invoke-HealthCheckerMainReport.ps1 line 51),
 * read into plain values. The format ([MS-PSRP] 2.2.5, "Serialization"): a root `<Objs Version="1.1.0.1"
 * xmlns="http://schemas.microsoft.com/powershell/2004/04">` holding one `<Obj>` per object; an object has
 * its type names (`<TN>` or `<TNRef>`), maybe `<ToString>`, its adapted properties in `<Props>` and its
 * extended (PSCustomObject note) properties in `<MS>`, each child naming its property in `N`; a list is
 * `<LST>`/`<IE>`/`<STK>`/`<QUE>`, a dictionary `<DCT>` of `<En>` with `<Key>` and `<Value>`; primitives are
 * `<S>` string, `<I32>`/`<I64>`/`<U32>`/`<U64>`/`<I16>`/`<U16>`/`<By>`/`<SB>` integers, `<Db>`/`<Sg>`/`<D>`
 * numbers, `<B>` true/false, `<DT>`, `<TS>`, `<G>`, `<Version>`, `<C>` (a char code), `<Nil/>`; an object
 * serialized a second time is `<Ref RefId="n"/>`. Strings escape characters XML cannot hold as `_xHHHH_`.
 * Beyond the export's depth an object is written as its ToString() text: a PSCustomObject becomes
 * "@{Name=...; NumberOfPhysicalCores=24}" (psObjectString reads that back).
 * Example: <Objs><Obj RefId="0"><MS><I32 N="Cores">24</I32></MS></Obj></Objs> => [{Cores: 24}].
 */
export type CliValue =
  string | number | boolean | null | readonly CliValue[] | { readonly [key: string]: CliValue };

interface Node {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: Node[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (m, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
      : (ENTITIES[e] ?? m)
  );
}

/** A small XML reader: elements, attributes, text, comments, the declaration; enough for CliXml. */
function parseXml(file: string, text: string): Node {
  const stack: Node[] = [];
  let root: Node | undefined;
  let i = 0;
  const cut = () =>
    new EvidenceError(
      file,
      `is not complete CliXml: it ends before ${stack.length ? `</${stack[stack.length - 1].name}>` : "its root element"} (cut short?); export it again with Export-Clixml`
    );
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt < 0) {
      if (stack.length) stack[stack.length - 1].text += decodeEntities(text.slice(i));
      break;
    }
    if (lt > i && stack.length) stack[stack.length - 1].text += decodeEntities(text.slice(i, lt));
    if (text.startsWith("<?", lt)) {
      const end = text.indexOf("?>", lt);
      if (end < 0) throw cut();
      i = end + 2;
      continue;
    }
    if (text.startsWith("<!--", lt)) {
      const end = text.indexOf("-->", lt);
      if (end < 0) throw cut();
      i = end + 3;
      continue;
    }
    const gt = text.indexOf(">", lt);
    if (gt < 0) throw cut();
    const tag = text.slice(lt + 1, gt);
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name)
        throw new EvidenceError(
          file,
          `is not well-formed XML: </${name}> closes ${open ? `<${open.name}>` : "nothing"}`
        );
      if (stack.length === 0) root = open;
      i = gt + 1;
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const m = /^([A-Za-z_][\w.:-]*)/.exec(body);
    if (!m) throw new EvidenceError(file, `is not well-formed XML near "<${tag.slice(0, 20)}"`);
    const attrs: Record<string, string> = {};
    for (const a of body.slice(m[1].length).matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
      attrs[a[1]] = decodeEntities(a[3] ?? a[4] ?? "");
    const node: Node = { name: m[1], attrs, children: [], text: "" };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else if (root) throw new EvidenceError(file, "is not well-formed XML: two root elements");
    if (selfClosing) {
      if (!stack.length) root = node;
    } else stack.push(node);
    i = gt + 1;
  }
  if (stack.length) throw cut();
  if (!root) throw new EvidenceError(file, "holds no XML");
  return root;
}

/** CliXml's escapes of characters XML cannot hold: "_x000D__x000A_" is "\r\n". */
function unescapeCli(s: string): string {
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const INTEGERS = new Set(["I32", "I64", "U32", "U64", "I16", "U16", "By", "SB"]);
const REALS = new Set(["Db", "Sg", "D"]);
const STRINGS = new Set(["S", "DT", "TS", "G", "Version", "URI", "XD", "SBK"]);
const LISTS = new Set(["LST", "IE", "STK", "QUE"]);

/** The objects of a CliXml file (the children of <Objs>), as plain values. */
export function parseCliXml(file: string, text: string): CliValue[] {
  const root = parseXml(file, text);
  if (root.name !== "Objs")
    throw new EvidenceError(
      file,
      `is XML but not PowerShell CliXml (its root is <${root.name}>, Export-Clixml writes <Objs>)`
    );
  const refs = new Map<string, CliValue>();
  const value = (n: Node): CliValue => {
    if (n.name === "Nil") return null;
    if (n.name === "Ref") {
      const v = refs.get(n.attrs.RefId ?? "");
      if (v === undefined)
        throw new EvidenceError(file, `refers to object ${n.attrs.RefId} before it is written`);
      return v;
    }
    if (STRINGS.has(n.name)) return unescapeCli(n.text);
    if (n.name === "B") return n.text.trim() === "true";
    if (n.name === "C") return String.fromCharCode(Number(n.text));
    if (INTEGERS.has(n.name) || REALS.has(n.name)) {
      const x = Number(n.text.trim());
      if (!Number.isFinite(x))
        throw new EvidenceError(file, `holds <${n.name}>${n.text}</${n.name}>, not a number`);
      return x;
    }
    if (n.name === "Obj") return objectValue(n);
    return unescapeCli(n.text);
  };
  const objectValue = (n: Node): CliValue => {
    const list = n.children.find((c) => LISTS.has(c.name));
    const dict = n.children.find((c) => c.name === "DCT");
    let out: CliValue;
    if (list) out = list.children.map(value);
    else if (dict) {
      const o: Record<string, CliValue> = {};
      for (const en of dict.children) {
        const k = en.children.find((c) => c.attrs.N === "Key");
        const v = en.children.find((c) => c.attrs.N === "Value");
        if (k && v) o[String(value(k))] = value(v);
      }
      out = o;
    } else {
      const o: Record<string, CliValue> = {};
      const props = n.children.filter((c) => c.name === "Props" || c.name === "MS");
      for (const p of props) for (const c of p.children) if (c.attrs.N) o[c.attrs.N] = value(c);
      const prim = n.children.find(
        (c) => STRINGS.has(c.name) || INTEGERS.has(c.name) || REALS.has(c.name) || c.name === "B"
      );
      if (props.length === 0 && prim) out = value(prim);
      else if (props.length === 0) {
        const s = n.children.find((c) => c.name === "ToString");
        out = s ? unescapeCli(s.text) : o;
      } else out = o;
    }
    if (n.attrs.RefId !== undefined) refs.set(n.attrs.RefId, out);
    return out;
  };
  return root.children.filter((c) => c.name !== "TN").map(value);
}

/**
 * A PSCustomObject written as text beyond the export's depth, "@{Name=Intel(R) Xeon(R) Gold 6248R;
 * NumberOfPhysicalCores=48; NumberOfProcessors=2}", read back into its properties (values as text).
 * A value holding "; " is cut there (the text does not say where such a value ends).
 */
export function psObjectString(text: string): Record<string, string> | undefined {
  const m = /^@\{(.*)\}$/s.exec(text.trim());
  if (!m) return undefined;
  const out: Record<string, string> = {};
  for (const part of m[1].split(/; (?=[A-Za-z_][\w]*=)/)) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1);
  }
  return out;
}
