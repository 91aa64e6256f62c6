/**
 * The family builders of src/functions/functionFamily.ts: an example read from a scenario by
 * parameter name, a coreFunction's body (its core function called with the arguments in declared
 * order), and a figureFamily member's figure by key. The expected values are written here by hand.
 */
import { coreFunction, exampleArgs, figureFamily } from "../../src/functions/functionFamily";
import { invoke } from "../../src/functions/invoke";
import { OPTIONS_PARAM, inputParam } from "../../src/functions/params";
import { DEFAULT_OPTIONS } from "../../src/core";

const USERS = inputParam("users");
const DB_COUNT = inputParam("dbCount", true, "computed");
const COPIES = inputParam("copies");

const MEMBER = { unit: "x", result: "A test double's result.", value: 0, note: "none" };

describe("exampleArgs", () => {
  it("passes a list through as it is", () => {
    expect(exampleArgs([USERS, COPIES], [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it("reads a scenario by parameter name in the parameters' order, dropping trailing blanks only", () => {
    const scenario = { copies: 2, users: 5000, quotaMB: 2048 };
    expect(exampleArgs([USERS, DB_COUNT, COPIES, OPTIONS_PARAM], scenario)).toEqual([
      5000,
      undefined,
      2,
    ]);
    expect(exampleArgs([OPTIONS_PARAM], scenario)).toEqual([]);
  });
});

describe("coreFunction", () => {
  it("calls its core function with the arguments in declared order, options last", () => {
    const calls: unknown[][] = [];
    const recordingCore = (...values: unknown[]) => {
      calls.push(values);
      return 7;
    };
    const decl = coreFunction({
      ...MEMBER,
      id: "TESTDOUBLE",
      description: "A test double of a core call.",
      params: [USERS, DB_COUNT, OPTIONS_PARAM],
      args: { users: 10 },
      of: recordingCore,
    });
    expect(decl.example.args).toEqual([10]);
    expect(invoke(decl, [10, null, null])).toBe(7);
    expect(calls).toEqual([[10, undefined, DEFAULT_OPTIONS]]);
    expect(decl.result).toEqual({
      shape: "scalar",
      unit: "x",
      description: "A test double's result.",
    });
  });
});

describe("figureFamily", () => {
  it("sizes once per call and returns the member's figure by key", () => {
    const sizingDouble = figureFamily({
      params: [USERS, COPIES],
      args: [4, 2],
      size: (a) => ({ perCopy: a.num("users") / a.num("copies"), label: "text" }),
    });
    const perCopy = sizingDouble({
      ...MEMBER,
      id: "PERCOPY",
      description: "A double.",
      of: "perCopy",
    });
    const label = sizingDouble({ ...MEMBER, id: "LABEL", description: "A double.", of: "label" });
    expect(invoke(perCopy, [10, 4])).toBe(2.5);
    expect(invoke(label, [10, 4])).toBe("text");
    expect(perCopy.example.args).toEqual([4, 2]);
  });
});
