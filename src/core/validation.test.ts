import { SizingError } from "./errors";
import { WHOLE_POSITIVE, checkNumber, choiceRule, describeRule, ruleViolation } from "./validation";

describe("number rules", () => {
  test("a whole positive number", () => {
    expect(describeRule(WHOLE_POSITIVE)).toBe("a whole number greater than 0");
    expect(ruleViolation("users", -5, WHOLE_POSITIVE)).toBe(
      "users must be a whole number greater than 0 (got -5)"
    );
  });
  test("a choice among listed values: drive speeds, Exchange versions", () => {
    const speeds = choiceRule([15000, 10000, 7200]);
    expect(speeds).toMatchObject({ whole: true, min: 7200, max: 15000 });
    expect(describeRule(speeds)).toBe("15000, 10000 or 7200");
    expect(ruleViolation("driveSpeed", 10000, speeds)).toBeUndefined();
    expect(ruleViolation("driveSpeed", 5400, speeds)).toBe(
      "driveSpeed must be 15000, 10000 or 7200 (got 5400)"
    );
    expect(ruleViolation("driveSpeed", 12000, speeds)).toBeDefined();
    expect(() => checkNumber("exchangeVersion", 2012, choiceRule([2010, 2013]))).toThrow(
      new SizingError("exchangeVersion", "exchangeVersion must be 2010 or 2013 (got 2012)")
    );
  });
});
