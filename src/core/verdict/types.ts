/**
 * ExSize's verdict on a design, the same shape for both methods: the answer a report states first.
 * - "rejected": the design cannot be built as sized (a rule of the method is broken); `rejects` names
 *   each broken rule and the input to change. `exsize size` exits 1.
 * - "warnings": sized, but over (or under) a published recommendation; `warnings` names each.
 * - "acceptedDespite": every reject raised is one the consultant accepted (the scenario's
 *   `acceptedDespite`, docs/summary.md); the headline reads "Accepted by the consultant despite: ...",
 *   `acceptedDespite` names each. `exsize size` exits 0, deploy goes ahead.
 * - "accepted": none of these.
 * `noServers` / `noDisks`: the server (core, RAM) and disk figures do not exist for this design and
 * are shown "--", never 0.
 */
export type VerdictStatus = "accepted" | "warnings" | "acceptedDespite" | "rejected";

export interface VerdictItem {
  /** The rule's key (the Microsoft workbook's name is ex.ms.verdict.<key>). */
  readonly key: string;
  readonly kind: "reject" | "warning";
  /** The rule as its reader knows it. */
  readonly rule: string;
  /** The calculator's cell, the paper's table or the published document. */
  readonly source: string;
  /** One sentence: the rule, its source, the design's figure, and "Change: " the inputs to change. */
  readonly message: string;
  /** The inputs to change, in words. */
  readonly change: string;
}

export interface Verdict {
  readonly status: VerdictStatus;
  /** The verdict in one sentence ("Rejected: ...", "Accepted with 1 warning: ...", "Accepted: ..."). */
  readonly headline: string;
  readonly rejects: readonly VerdictItem[];
  readonly warnings: readonly VerdictItem[];
  /** The rejects the consultant accepted (acceptedDespite); [] for the Dell method. */
  readonly acceptedDespite: readonly VerdictItem[];
  readonly noServers: boolean;
  readonly noDisks: boolean;
}
