/**
 * A strict grammar check of the PowerShell ExSize writes (no PowerShell runs here): a tokenizer for the
 * subset the deploy scripts use, which refuses anything outside it. It checks that every string,
 * comment, bracket and block is closed; that double-quoted strings hold no `$` or backtick (so nothing
 * expands); that every command is one of an allow-list (Exchange, storage and core cmdlets); and that
 * nothing runs text as code (Invoke-Expression, iex, Invoke-Command, Start-Process, Add-Type,
 * [scriptblock]::Create, the call operator &, dot-sourcing). Returns the problems found (none: []).
 */
export const ALLOWED_COMMANDS = new Set(
  [
    // PowerShell's own
    "Import-Csv Where-Object Join-Path Out-Null Write-Verbose Sort-Object New-Item",
    // Windows storage
    "Get-Disk Initialize-Disk New-Partition Format-Volume Add-PartitionAccessPath",
    // Exchange
    "New-MailboxDatabase Set-MailboxDatabase Mount-Database Add-MailboxDatabaseCopy Set-MailboxServer",
    "New-DatabaseAvailabilityGroup Set-DatabaseAvailabilityGroup Add-DatabaseAvailabilityGroupServer",
    // the scripts' own check (src/core/microsoft/deploy/scripts.ts CHECKS)
    "Assert-Value",
  ].flatMap((names) => names.toLowerCase().split(" "))
);
const KEYWORDS = new Set(["param", "foreach", "in", "if", "else", "for", "throw", "function"]);
const FORBIDDEN =
  /\b(invoke-expression|iex|invoke-command|start-process|add-type|invoke-item)\b|\[scriptblock\]|::create\(/i;
/** The characters refused wherever they stand outside a string or comment, and why. */
const REFUSED_CHARACTERS: Readonly<Record<string, string>> = {
  "`": "a backtick (escape or line continuation) is not allowed",
  "&": "the call operator & is not allowed",
};
const TYPES = new Set([
  "cmdletbinding",
  "string",
  "int",
  "switch",
  "parameter",
  "validatepattern",
  "system.convert",
  "system.math",
  "system.net.ipaddress",
]);

export function psProblems(text: string): string[] {
  const problems: string[] = [];
  const stack: { c: string; line: number }[] = [];
  const close: Record<string, string> = { ")": "(", "}": "{", "]": "[" };
  let line = 1;
  let i = 0;
  let atCommand = true; // at the start of a statement or after a pipe: the next bare word is a command
  const n = text.length;
  const fail = (m: string) => problems.push(`line ${line}: ${m}`);
  if (FORBIDDEN.test(text))
    fail(
      "runs text as code (Invoke-Expression, Invoke-Command, Start-Process, Add-Type or a scriptblock)"
    );
  while (i < n) {
    const ch = text[i];
    if (ch === "\n") {
      line++;
      i++;
      atCommand = stack.length === 0 || stack[stack.length - 1].c === "{";
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r") {
      i++;
      continue;
    }
    if (text.startsWith("<#", i)) {
      const end = text.indexOf("#>", i + 2);
      if (end < 0) {
        fail("block comment <# not closed");
        break;
      }
      line += (text.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 2;
      continue;
    }
    if (ch === "#") {
      while (i < n && text[i] !== "\n") i++;
      continue;
    }
    if (ch in REFUSED_CHARACTERS) {
      fail(REFUSED_CHARACTERS[ch]);
      i++;
      continue;
    }
    if (ch === "'") {
      let j = i + 1;
      for (;;) {
        if (j >= n || text[j] === "\n") {
          fail("single-quoted string not closed on its line");
          break;
        }
        if (text[j] === "'") {
          if (text[j + 1] === "'") j += 2;
          else break;
        } else j++;
      }
      i = j + 1;
      atCommand = false;
      continue;
    }
    if (ch === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"' && text[j] !== "\n") {
        if (text[j] === "$" || text[j] === "`")
          fail("a double-quoted string expands $ or `: use single quotes");
        j++;
      }
      if (text[j] !== '"') fail("double-quoted string not closed on its line");
      i = j + 1;
      atCommand = false;
      continue;
    }
    if (ch === "(" || ch === "{" || ch === "[") {
      if (ch === "[") {
        const end = text.indexOf("]", i);
        const inner = text.slice(i + 1, end).trim();
        const name = inner.replace(/\(.*$/s, "").toLowerCase();
        if (end > 0 && /^[A-Za-z.]+(\(|$)/.test(inner) && !TYPES.has(name))
          fail(`unknown type or attribute [${inner}]`);
      }
      stack.push({ c: ch, line });
      atCommand = ch !== "[";
      i++;
      continue;
    }
    if (ch === ")" || ch === "}" || ch === "]") {
      const top = stack.pop();
      if (!top || (top.c === "h{" ? "{" : top.c) !== close[ch]) fail(`${ch} closes nothing open`);
      atCommand = false;
      i++;
      continue;
    }
    if (ch === "|") {
      atCommand = true;
      i++;
      continue;
    }
    if (ch === ";") {
      // only between the three parts of a for loop's header
      if (stack[stack.length - 1]?.c !== "(") fail("a semicolon is not used in these scripts");
      i++;
      continue;
    }
    if (ch === "$" || ch === "@") {
      const m = /^[$@][A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(:[A-Za-z_]+)?/.exec(
        text.slice(i)
      );
      if (ch === "@" && text[i + 1] === "{") {
        stack.push({ c: "h{", line });
        atCommand = false;
        i += 2;
        continue;
      }
      if (ch === "@" && text[i + 1] === "(") {
        i++;
        continue;
      }
      if (!m) {
        fail(`a ${ch} that is not a variable`);
        i++;
        continue;
      }
      i += m[0].length;
      atCommand = false;
      continue;
    }
    if (ch === "." && atCommand && /\s/.test(text[i + 1] ?? "")) {
      fail("dot-sourcing is not allowed");
      i++;
      continue;
    }
    const word = /^[A-Za-z0-9_.:+\-*/=!<>,]+/.exec(text.slice(i));
    if (!word) {
      fail(`unexpected character ${JSON.stringify(ch)}`);
      i++;
      continue;
    }
    const w = word[0];
    const context = stack.length ? stack[stack.length - 1].c : "";
    const inAttribute = stack.some((o) => o.c === "[");
    if (context === "h{" && /^[A-Za-z]+$/.test(w) && /^\s*=/.test(text.slice(i + w.length))) {
      // a hashtable key
    } else if (inAttribute) {
      // an attribute's named argument: [Parameter(Mandatory = $true)]
    } else if (atCommand && /^[A-Za-z]+-[A-Za-z]+$/.test(w)) {
      if (!ALLOWED_COMMANDS.has(w.toLowerCase())) fail(`command ${w} is not on the allow-list`);
    } else if (atCommand && /^[A-Za-z]+$/.test(w) && !KEYWORDS.has(w.toLowerCase()))
      fail(`bare word ${w} where a command is expected`);
    atCommand = false;
    i += w.length;
  }
  for (const open of stack) problems.push(`line ${open.line}: ${open.c} never closed`);
  return problems;
}
