/**
 * Golden figures of the calculator's Replication Requirements, Activation Scenarios and Mailbox Space
 * Modeling (+ Mailbox Modeling Data) sheets (issue 21), for the designs of microsoft-extras.data.json:
 * Active/Passive, Active/Active single and multiple DAGs, single datacenter, compression on and off, links
 * from 64 Kilobit (too small) to Gigabit Ethernet, RPO 0, 1, 4, 6 and 24, 1, 2 and 4 tiers, a profile of
 * zeros, one summing to 80 and a rejected design. Every figure was computed once, beforehand, by
 * extra_outputs.py over mscalc.py (E2013Calcv7.6-Example.xlsm recalculated headless in LibreOffice), as the
 * data file's `source`, `command` and `date` say; scripts/microsoft/extras_goldens.py wrote it. Every key of
 * the three objects must be there (and no other), numbers to 1e-6 relative, text exactly, the calculator's "--"
 * (as extra_outputs.py prints it) as ExSize's null.
 */
import { sizeMicrosoftWithExtras } from "../../src/core/microsoft/sizeWithExtras";
import data from "./microsoft-extras.data.json";

interface Design {
  readonly name: string;
  readonly design: string;
  readonly inputs: Record<string, unknown>;
  readonly replication: unknown;
  readonly activation: unknown;
  readonly mailboxModeling: unknown;
}

/** Every difference between the code's value and the calculator's, as "path: got x, calculator y". */
function differences(got: unknown, want: unknown, path: string, out: string[]): string[] {
  if (want === "--") {
    if (got !== null)
      out.push(`${path}: got ${JSON.stringify(got)}, calculator "--" (ExSize's null)`);
  } else if (typeof want === "number") {
    const ok =
      typeof got === "number" && Math.abs(got - want) <= 1e-6 * Math.max(1, Math.abs(want));
    if (!ok) out.push(`${path}: got ${JSON.stringify(got)}, calculator ${want}`);
  } else if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length)
      out.push(`${path}: got ${JSON.stringify(got)}, calculator a list of ${want.length}`);
    else want.forEach((w, i) => differences(got[i], w, `${path}[${i}]`, out));
  } else if (want !== null && typeof want === "object") {
    if (got === null || typeof got !== "object" || Array.isArray(got))
      out.push(`${path}: got ${JSON.stringify(got)}, calculator an object`);
    else {
      const g = got as Record<string, unknown>;
      const w = want as Record<string, unknown>;
      for (const k of Object.keys(w)) differences(g[k], w[k], `${path}.${k}`, out);
      for (const k of Object.keys(g))
        if (!(k in w)) out.push(`${path}.${k}: not a key of extra_outputs.py`);
    }
  } else if (got !== want)
    out.push(`${path}: got ${JSON.stringify(got)}, calculator ${JSON.stringify(want)}`);
  return out;
}

const designs = data.designs as unknown as Design[];

describe("Replication, Activation and Mailbox Modeling: the calculator's figures (extra_outputs.py)", () => {
  it("covers the designs the issue asks for", () => {
    const models = designs.map((d) => d.inputs.datacenterModel ?? "Active/Active (Single DAG)");
    expect(new Set(models)).toEqual(
      new Set([
        "Active/Active (Single DAG)",
        "Active/Passive",
        "Active/Active (Multiple DAGs)",
        "Single Datacenter",
      ])
    );
    const rpos = new Set(designs.map((d) => d.inputs.rpoHours ?? 24));
    for (const r of [1, 4, 6, 24]) expect(rpos).toContain(r);
    expect(
      new Set(designs.map((d) => (d.inputs.tiers as unknown[] | undefined)?.length ?? 1))
    ).toEqual(new Set([1, 2, 4]));
    expect(designs.length).toBeGreaterThanOrEqual(8);
  });

  it.each(designs.map((d) => [d.name, d] as const))("%s: every key to 1e-6", (_, d) => {
    const got = sizeMicrosoftWithExtras({ method: "microsoft", ...d.inputs }) as unknown as Record<
      string,
      unknown
    >;
    const out: string[] = [];
    for (const area of ["replication", "activation", "mailboxModeling"] as const)
      differences(got[area], d[area], area, out);
    expect(out).toEqual([]);
  });
});
