/**
 * A set of keys kept as 64-bit hashes, for the measurement's "the same message logged on two servers
 * is counted once": every counted event's key (message-id and mailbox) is looked up here.
 *
 * Memory: 8 bytes a slot, at most 3/4 of the slots used (the table doubles past that), so 10.7 to 21.3
 * bytes per distinct key: 16.8 MB for a million counted events (10,000 mailboxes x 100 messages x
 * 1 day), whatever the size of the log files (events that are not counted are never stored). The
 * bound is the number of counted events in the period, not the bytes read.
 * Collisions: two different keys share a 64-bit hash with probability n^2 / 2^65 (n = 10 million:
 * 3 in a million), in which case the second is counted as a duplicate.
 * Hash: FNV-1a (32-bit, offset 2166136261, prime 16777619) over the UTF-16 code units, and the same
 * walk with a second offset and the multiplier 0x5bd1e995 (MurmurHash2's m) for the high half.
 */
export class SeenKeys {
  private slots: Uint32Array;
  private mask: number;
  private used = 0;

  constructor(initialSlots = 1 << 16) {
    this.slots = new Uint32Array(initialSlots * 2);
    this.mask = initialSlots - 1;
  }

  get size(): number {
    return this.used;
  }

  /** Bytes the table holds (for the benchmark's and the docs' memory figures). */
  get bytes(): number {
    return this.slots.byteLength;
  }

  /** Adds the key; true when it was not there before. */
  add(key: string): boolean {
    let a = 2166136261;
    let b = 0x9747b28c;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 16777619);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
    a >>>= 0;
    b >>>= 0;
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    if (!this.insert(a, b)) return false;
    if (++this.used * 4 > (this.mask + 1) * 3) this.grow();
    return true;
  }

  private insert(a: number, b: number): boolean {
    const slots = this.slots;
    let i = (a ^ Math.imul(b, 0x27d4eb2d)) & this.mask;
    for (;;) {
      const x = slots[2 * i];
      const y = slots[2 * i + 1];
      if (x === 0 && y === 0) {
        slots[2 * i] = a;
        slots[2 * i + 1] = b;
        return true;
      }
      if (x === a && y === b) return false;
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let i = 0; i < old.length; i += 2)
      if (old[i] !== 0 || old[i + 1] !== 0) this.insert(old[i], old[i + 1]);
  }
}
