/**
 * A name one area of the Microsoft method reads from another (tests/golden/microsoft/servers/needs.ts, storage/needs.ts): the
 * name, the calculator cell it reproduces and what it means there.
 */
export interface Need {
  readonly name: string;
  readonly cell: string;
  readonly meaning: string;
}

/**
 * Needs written as a table, one a line: `name | cell | meaning` (the meaning may hold " | " itself); a
 * line starting `//` is a comment heading the lines below it. scripts/microsoft/needs.py reads the same
 * tables (name and cell) for the generator's aliases.
 * Example: "haCopies | Input!C30 | NumDBCopies" is { name: "haCopies", cell: "Input!C30",
 * meaning: "NumDBCopies" }.
 */
export function needTable(table: string): Need[] {
  return table
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("//"))
    .map((line) => {
      const [name, cell, ...meaning] = line.split(" | ");
      return { name, cell, meaning: meaning.join(" | ") };
    });
}
