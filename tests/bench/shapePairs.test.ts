/**
 * bench/shapePairs.ts's counter (srcShapePairs, issue 29) on small crafted trees: what makes a pair
 * (six kept lines alike, to the letter or by shape), what is passed over (blank, punctuation, comment and
 * import lines; five lines; a run in more than eight places), and that one file can pair with itself.
 * Its calibration against the `duplicates` command on the real tree is in docs/performance.md.
 */
import { countShapePairs, foldLine, lineShape } from "../../bench/shapePairs";

/** A function of seven statement lines; `name`, `word` and `n` vary its names, string and number. */
const block = (name = "total", word = "GB", n = 2) => `function size(a, b) {
  const ${name} = a + b * ${n};
  if (${name} > 10) return ${name};
  let x = compute(a, "${word}");
  x = x + ${name} / 3;
  console.log(x, ${name});
  return x - 1;
}
`;

describe("a line's shape", () => {
  test("names become x, strings s, numbers 0, the rest stays", () => {
    expect(lineShape(`total += rows[3] * "GB";`).shape).toBe("x + = x [ 0 ] * s ;");
    expect(lineShape(`const a = 'it\\'s'; // 1.5e3`).shape).toBe("x x = s ; / / 0");
  });

  test("blank, punctuation-only, short and comment lines are passed over; white space is folded", () => {
    const marks = ["/*", "*", "//"];
    expect(
      ["", "   ", "});", "} ) ;", "ab", "// note", "/* a", " * b"].map((l) => foldLine(l, marks))
    ).toEqual(["", "", "", "", "", "", "", ""]);
    expect(foldLine("  x  =   y + 1; ", marks)).toBe("x = y + 1;");
    expect(foldLine("*/ x = 1;", marks)).toBe("*/ x = 1;");
  });
});

describe("pairs of places", () => {
  test("the same seven lines in two files: one pair, not by shape", () => {
    const count = countShapePairs({ "a.ts": block(), "b.ts": block() });
    expect([count.pairs, count.byShape, count.boilerplate]).toEqual([1, 0, 0]);
    expect(count.list[0]).toMatchObject({
      a: "a.ts",
      b: "b.ts",
      aLines: [1, 7],
      bLines: [1, 7],
      windows: 2,
    });
  });

  test("the same lines with other names, strings and numbers: one pair by shape", () => {
    const count = countShapePairs({ "a.ts": block(), "b.ts": block("sum", "MB", 7) });
    expect([count.pairs, count.byShape]).toEqual([1, 1]);
  });

  test("blank lines, comments and imports between the lines do not break the run", () => {
    const spaced = `import { compute } from "./compute";\n\n${block()
      .split("\n")
      .join("\n\n  // a comment\n  });\n")}`;
    const count = countShapePairs({ "a.ts": block(), "b.ts": spaced });
    expect(count.pairs).toBe(1);
    expect(count.list[0].byShape).toBe(false);
  });

  test("five lines alike are not a pair", () => {
    const five = block().split("\n").slice(0, 5).join("\n");
    expect(countShapePairs({ "a.ts": five, "b.ts": five }).pairs).toBe(0);
  });

  test("one file holding the block twice is one pair with itself; overlapping windows are not", () => {
    const count = countShapePairs({ "a.ts": `${block()}\n${block("sum")}` });
    expect(count.pairs).toBe(1);
    expect(count.list[0]).toMatchObject({ a: "a.ts", b: "a.ts", aLines: [1, 7], bLines: [10, 16] });
    expect(countShapePairs({ "a.ts": block() }).pairs).toBe(0);
  });

  test("three files alike are three pairs; a run in more than eight places is too common to count", () => {
    const files = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}.ts`, block()]));
    expect(countShapePairs(files(3)).pairs).toBe(3);
    expect(countShapePairs(files(8)).pairs).toBe(28);
    expect(countShapePairs(files(9)).pairs).toBe(0);
  });

  test("thin windows pair only when they are the same to the letter", () => {
    // six short lines of few tokens and no statement: no key by shape
    const thin = (v: string) => [1, 2, 3, 4, 5, 6].map((i) => `${v}${i}: [${i}],`).join("\n");
    expect(countShapePairs({ "a.ts": thin("x"), "b.ts": thin("x") }).pairs).toBe(1);
    expect(countShapePairs({ "a.ts": thin("x"), "b.ts": thin("y") }).pairs).toBe(0);
  });

  test("a shape in three files of one folder is boilerplate; data and prose files are not read", () => {
    const count = countShapePairs({
      "f/a.ts": block("a"),
      "f/b.ts": block("b"),
      "f/c.ts": block("c"),
      "f/d.json": block(),
      "f/e.md": block(),
    });
    expect([count.files, count.pairs, count.byShape, count.boilerplate]).toEqual([3, 3, 3, 3]);
  });
});
