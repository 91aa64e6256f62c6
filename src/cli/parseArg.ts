/**
 * An `exsize fn` argument's value: JSON when it parses (numbers, "strings", null for an omitted
 * argument, 2-D arrays for ranges such as [["dbOverhead",1]]), else the text as typed.
 * (The command line itself is split by util.parseArgs in fnCommand.ts.)
 */
export function parseArg(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
