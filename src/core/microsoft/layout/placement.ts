/**
 * The placement rule of the copy layout, in closed form (docs/copy-layout.md): which server of a group of n
 * servers holds copy k (0 = the group's first copy) of a database, from three whole numbers: its anchor
 * a (0..n-1), its rotation q (0, 1, 2, ...) and the group's remainder r (its database count MOD n: the
 * servers 0..r-1 hold one active database more than the servers r..n-1). Only MOD, whole division and
 * IF, so a native-formula grid (server x database) computes the same placement:
 *
 *   p = MOD(q, n-1)                           the database's turn among its anchor's databases
 *   L = n - r - (a >= r)                      servers r..n-1 other than a: they take a failed a's first
 *   target = IF(p < L,                        databases, so a failure keeps the actives within one
 *              r + MOD(a - r + 1 + p, n - r)  (a >= r) or r + MOD(a + p, n - r) (a < r),
 *              MOD(a + (p - L), r)            (a >= r) or MOD(a + 1 + (p - L), r) (a < r))
 *   offset(0) = 0, offset(1) = MOD(target - a, n)
 *   s         = 1 + MOD(INT(q / (n-1)), n-2)
 *   offset(2) = 1 + MOD(offset(1) - 1 + s, n-1)                  spreads them again after a second failure
 *   offset(k) = 1 + MOD(offset(2) - 1 + j + (j >= n-1-s), n-1)   k >= 3, j = k - 2: the rest, skipping offset(1)
 *   server(k) = MOD(a + offset(k), n)
 *
 * With r = 0 (the databases divide evenly) offset(1) is 1 + MOD(q, n-1): each server's databases go to
 * the next servers in turn. Offsets 1..n-1 are the other servers of the group, so the copies of one
 * database are on different servers.
 * Example: n = 4, r = 0, a = 1, q = 5: p = 2, target = MOD(1 + 1 + 2, 4) = 0, offset(1) = 3,
 * s = 1 + MOD(1, 2) = 2, offset(2) = 1 + MOD(2 + 2, 3) = 2: copies on servers 1, 0 and 3.
 */
export function copyOffset(k: number, a: number, q: number, n: number, r: number): number {
  if (k === 0) return 0;
  if (k >= n) throw new RangeError(`copy ${k + 1} of a database does not fit on ${n} servers`);
  const o1 = firstOffset(a, q, n, r);
  if (k === 1) return o1;
  const s = 1 + (Math.floor(q / (n - 1)) % (n - 2));
  const o2 = 1 + ((o1 - 1 + s) % (n - 1));
  if (k === 2) return o2;
  const j = k - 2;
  return 1 + ((o2 - 1 + j + (j >= n - 1 - s ? 1 : 0)) % (n - 1));
}

/** offset(1): the failover target of the database, the servers with fewer actives first. */
function firstOffset(a: number, q: number, n: number, r: number): number {
  const p = q % (n - 1);
  const low = n - r;
  const aLow = a >= r;
  const l = low - (aLow ? 1 : 0);
  const target =
    p < l ? r + ((aLow ? a - r + 1 + p : a + p) % low) : (aLow ? a + (p - l) : a + 1 + (p - l)) % r;
  return mod(target - a, n);
}

/** Excel's MOD for a positive divisor: the result has the divisor's sign. */
const mod = (x: number, n: number): number => ((x % n) + n) % n;

/**
 * The server (0..n-1) of copy k of the database with anchor a and rotation q in a group of n servers
 * whose database count leaves remainder r.
 */
export function copyServer(k: number, a: number, q: number, n: number, r: number): number {
  return (a + copyOffset(k, a, q, n, r)) % n;
}
