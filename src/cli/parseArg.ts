/**
 * An `exsize fn` argument: JSON when it parses (numbers, "strings", null for an omitted argument,
 * 2-D arrays for ranges such as [["dbOverhead",1]]), else the text as typed.
 */
export function parseArg(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
