import { SizingError } from "./errors";
import { scenarioMethod } from "./scenarioMethod";

describe("scenarioMethod", () => {
  test.each([
    [{ method: "microsoft", haCopies: 3 }, "microsoft", { method: "microsoft", haCopies: 3 }],
    [{ method: "dell", users: 5000 }, "dell", { users: 5000 }],
    [{ users: 5000 }, "dell", { users: 5000 }],
    [[1], "dell", [1]],
    ["x", "dell", "x"],
  ])("%j is %s, read as %j", (json, method, scenario) => {
    expect(scenarioMethod(json)).toEqual([method, scenario]);
  });

  test("another method is an error naming method; the scenario is never changed", () => {
    expect(() => scenarioMethod({ method: "Microsoft" })).toThrow(SizingError);
    expect(() => scenarioMethod({ method: 2 })).toThrow(
      'method must be "dell" or "microsoft" (got 2)'
    );
    const given = { method: "dell", users: 1 };
    scenarioMethod(given);
    expect(given).toEqual({ method: "dell", users: 1 });
  });
});
