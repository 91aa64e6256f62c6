import { FormulaError, dependentSteps, programOf, runProgram, stepsNeeded } from "../../formula";
import { Program, Slots, Value, errorInputSlots, valueOfSlot } from "../../formula";
import type { CellValue } from "../evaluate";
import { serverStepsOf } from "../servers/result";
import { settleDiskGroup } from "../size";
import { microsoftSteps } from "../sizeSteps";
import { EXAMPLE_DISK_GROUP, VBA_DISK_GROUP_READS } from "../vbaDiskGroup";

/**
 * Sizes a sequence of designs that differ from one scenario in a few input cells, as sizeMicrosoft
 * (size.ts) sizes each: the same compiled steps (src/core/formula/program.ts) of the tier, database
 * and storage areas with the VBA disk-group rounds, then the servers area over their values. What it
 * saves is work whose result cannot change from one design to the next:
 * - the inputs vary by dimension (a search's servers, disks, ranges), ordered outermost first; a design
 *   given with `level` k changes dimensions k and inward only, so only the steps that read a cell of
 *   those (directly or through another step) run again, over the previous design's slots;
 * - the VBA rounds (Variables!K53, vbaDiskGroup.ts) start from the example's 4 as sizeMicrosoft's do, but
 *   run again only the steps that vbaDiskGroup's reads need (validation, active servers); the other
 *   steps that read the disk group run once, with the value the rounds settle on. Each step's value is
 *   a function of the values it reads, so the slots end as a full evaluation leaves them.
 * `figure(name)` reads the last design's value as `exsize size` has it: a servers-area step (the answer
 * where both areas have a key, as in sizeMicrosoft), else a tier/database/storage step or the VBA value,
 * else an input cell; an Excel error as {"error": ...}. tests/search/designEvaluator.test.ts holds it
 * equal to sizeMicrosoft and microsoftValues over random sequences of designs.
 * Example: new DesignEvaluator(cells, [dagCounts]).size(0, [1]) then figure("serversEnvironment").
 */
export type Figure = CellValue | undefined;

/** One dimension: the input cells it sets and, per choice, their values (the scenario's where unchanged). */
export interface Dimension {
  readonly cells: readonly string[];
  readonly values: readonly (readonly Value[])[];
}

/**
 * What a level's change makes dirty: the first area's steps the VBA rounds need (run in round 0) and
 * the rest (run after the rounds), and the servers area's steps that read a changed cell or step.
 */
interface Dirty {
  readonly round: readonly number[];
  readonly rest: readonly number[];
  readonly servers: readonly number[];
}

export class DesignEvaluator {
  private readonly db: Program = programOf(microsoftSteps());
  private readonly servers: Program = programOf(serverStepsOf(4));
  private readonly db_: Slots;
  private readonly sv: Slots;
  /** The VBA-needed steps that read the disk group: each VBA round after the first runs them. */
  private readonly roundDg: number[];
  /** Per level: the steps its change makes dirty, with the disk group the same or changed. */
  private readonly dirty: { readonly [dg in "same" | "changed"]: Dirty }[];
  /** Servers-area input slots fed from the first area: [servers slot, first-area slot]. */
  private readonly feeds: [number, number][];
  /** Per dimension, per cell: its slot in each area (-1: none; the servers slot only if the first area has none). */
  private readonly dimSlots: { db: number[]; sv: number[] }[];
  private readonly serverKeys: ReadonlySet<string> = new Set(this.servers.steps.map((s) => s.key));
  private readonly dbKeys: ReadonlySet<string> = new Set(this.db.steps.map((s) => s.key));
  private readonly cellDim: ReadonlyMap<string, [number, number]>;
  private readonly choices: number[];
  private diskGroup: number;

  constructor(
    private readonly base: Readonly<Record<string, Value>>,
    private readonly dims: readonly Dimension[]
  ) {
    const db = this.db;
    const sv = this.servers;
    // the servers area's steps never read a name before the step of that name (checked: no step's slot
    // is among the program's inputs): its slots can be kept from one design to the next
    const early = sv.inputs.find((i) => sv.stepSlot.includes(i));
    if (early !== undefined)
      throw new Error(`search: a servers step reads ${sv.names[early]} before its step`);
    // the scenario, sized in full once
    const inputs = (n: string): Value | undefined =>
      n === "diskGroupSize" ? EXAMPLE_DISK_GROUP : base[n];
    this.db_ = errorInputSlots(db, inputs);
    this.diskGroup = settleDiskGroup(db, this.db_, undefined, inputs);
    this.feeds = [];
    sv.names.forEach((name, i) => {
      const at = db.slotOf.get(name);
      if (at !== undefined && !this.serverKeys.has(name)) this.feeds.push([i, at]);
    });
    // a servers-area input as sizeMicrosoft's needs reads it: a first-area value, else the input cell
    this.sv = sv.names.map((name) => base[name]);
    for (const [i, at] of this.feeds) this.sv[i] = this.fed(sv.names[i], this.db_[at]);
    runProgram(sv, this.sv);
    this.dimSlots = dims.map((d) => ({
      db: d.cells.map((c) => db.slotOf.get(c) ?? -1),
      sv: d.cells.map((c) => (db.slotOf.has(c) ? -1 : (sv.slotOf.get(c) ?? -1))),
    }));
    const cellDim = new Map<string, [number, number]>();
    dims.forEach((d, k) => d.cells.forEach((c, j) => cellDim.set(c, [k, j])));
    this.cellDim = cellDim;
    this.choices = dims.map(() => -1);
    // what each level makes dirty
    // the steps the disk group's rounding reads (the names' steps and everything they read)
    const keys = stepsNeeded(db.steps, VBA_DISK_GROUP_READS);
    const needed = (i: number) => keys.has(db.steps[i].key);
    this.roundDg = dependentSteps(db, ["diskGroupSize"]).filter(needed);
    const dirtyOf = (cells: string[]): Dirty => {
      const steps = dependentSteps(db, cells);
      return {
        round: steps.filter(needed),
        rest: steps.filter((i) => !needed(i)),
        servers: dependentSteps(sv, [...cells, ...steps.map((i) => db.steps[i].key)]),
      };
    };
    this.dirty = dims.map((_, k) => {
      const cells = dims.slice(k).flatMap((d) => d.cells);
      return { same: dirtyOf(cells), changed: dirtyOf([...cells, "diskGroupSize"]) };
    });
  }

  private fed(name: string, v: Slots[number]): Slots[number] {
    return v instanceof FormulaError
      ? FormulaError.quick(v.excelError, `${name} is ${v.excelError}`)
      : v;
  }

  /**
   * Sizes the design whose dimension k takes choice `choices[k]`, where only dimensions `level` and
   * inward differ from the design sized before (level 0: all may differ; the first call must be 0).
   */
  size(level: number, choices: readonly number[]): void {
    const db = this.db_;
    const sv = this.sv;
    for (let k = level; k < this.dims.length; k++) {
      const values = this.dims[k].values[choices[k]];
      const slots = this.dimSlots[k];
      for (let j = 0; j < values.length; j++) {
        if (slots.db[j] >= 0) db[slots.db[j]] = values[j];
        else if (slots.sv[j] >= 0) sv[slots.sv[j]] = values[j];
      }
      this.choices[k] = choices[k];
    }
    // the VBA rounds over the steps its reads need, from the example's value, as sizeMicrosoft's
    const before = this.diskGroup;
    const dirty = this.dirty[level];
    const first = (before !== EXAMPLE_DISK_GROUP ? dirty.changed : dirty.same).round;
    this.diskGroup = settleDiskGroup(this.db, db, first, this.cellOf, this.roundDg);
    const after = this.diskGroup !== before ? dirty.changed : dirty.same;
    runProgram(this.db, db, after.rest);
    for (const [i, at] of this.feeds) sv[i] = this.fed(this.servers.names[i], db[at]);
    runProgram(this.servers, sv, after.servers);
  }

  /** An input cell of the design last sized. */
  private readonly cellOf = (name: string): Value | undefined => {
    const d = this.cellDim.get(name);
    if (d !== undefined && this.choices[d[0]] >= 0)
      return this.dims[d[0]].values[this.choices[d[0]]][d[1]];
    return this.base[name];
  };

  /**
   * A figure of the design last sized, by name (see above). Where a name lives (a servers-area slot, a
   * first-area slot, an input cell) does not change from one design to the next, so it is found once
   * per name and kept as a reader of that place: a search reads the verdict's figures by name for
   * every candidate.
   */
  figure(name: string): Figure {
    let read = this.readers.get(name);
    if (read === undefined) {
      read = this.readerOf(name);
      this.readers.set(name, read);
    }
    return read();
  }

  private readonly readers = new Map<string, () => Figure>();

  /** A reader of the figure of that name in the design last sized, bound to its place once. */
  readerOf(name: string): () => Figure {
    if (this.serverKeys.has(name)) {
      const at = this.servers.slotOf.get(name)!;
      return () => valueOfSlot(this.sv[at]);
    }
    const at =
      this.dbKeys.has(name) || name === "diskGroupSize" ? this.db.slotOf.get(name) : undefined;
    if (at !== undefined) return () => valueOfSlot(this.db_[at]);
    // an input cell: cellOf's rule, its dimension looked up here once rather than at every read
    const d = this.cellDim.get(name);
    if (d === undefined) {
      const v = this.base[name];
      return () => v;
    }
    const [k, j] = d;
    return () => (this.choices[k] >= 0 ? this.dims[k].values[this.choices[k]][j] : this.base[name]);
  }
}
