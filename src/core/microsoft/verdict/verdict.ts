import { Env, FormulaError, Value } from "../../formula";
import { evaluateCells } from "../servers/evaluate";
import { Verdict, VerdictItem, VerdictStatus } from "../../verdict/types";
import { verdictRules } from "./rules";
import { ruleStepKey, verdictSteps } from "./steps";

/**
 * A Microsoft design's verdict from the values of its steps and inputs (`values`: a step's value by
 * key, an input as input.<name>, as size.ts evaluates them): the verdict steps (steps.ts) evaluated
 * over them, read into a Verdict. Example: the calculator's example design (2013, no SPECint value)
 * gives status "warnings" with cpuNotSized and the 96 GB RAM limit of Role Requirements!H253.
 */
export function microsoftVerdict(values: Env): Verdict {
  const cells = evaluateCells(verdictSteps(), values);
  const read = (key: string): Value => {
    const v = cells.get(key);
    if (v === undefined || v instanceof FormulaError)
      throw new Error(
        `the verdict step ${key} gives ${v instanceof FormulaError ? v.excelError : "nothing"}`
      );
    return v;
  };
  const accepted = new Set(
    String(read("verdict.acceptedDespite"))
      .split(", ")
      .filter((k) => k !== "")
  );
  const items = (kind: "reject" | "warning", overridden = false): VerdictItem[] =>
    verdictRules()
      .filter(
        (r) =>
          r.kind === kind &&
          read(ruleStepKey(r)) !== "" &&
          (kind === "warning" || accepted.has(r.key) === overridden)
      )
      .map((r) => ({
        key: r.key,
        kind,
        rule: r.rule,
        source: r.source,
        message: String(read(ruleStepKey(r))),
        change: r.change,
      }));
  return {
    status: read("verdict.status") as VerdictStatus,
    headline: String(read("verdict.headline")),
    rejects: items("reject"),
    warnings: items("warning"),
    acceptedDespite: items("reject", true),
    noServers: read("verdict.noServers") === true,
    noDisks: read("verdict.noDisks") === true,
  };
}
