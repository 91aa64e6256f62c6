/**
 * The placement rule of the copy layout, in closed form (docs/layout.md): which server of a group of n
 * servers holds copy k (0 = the group's first copy) of a database, from two whole numbers of the
 * database: its anchor a (0..n-1) and its rotation q (0, 1, 2, ...). Only MOD and whole division, so a
 * native-formula grid (server x database) computes the same placement:
 *
 *   offset(0) = 0
 *   offset(1) = 1 + MOD(q, n-1)                                  spreads a server's actives over the others
 *   s         = 1 + MOD(INT(q / (n-1)), n-2)
 *   offset(2) = 1 + MOD(offset(1) - 1 + s, n-1)                  spreads them again after a second failure
 *   offset(k) = 1 + MOD(offset(2) - 1 + j + (j >= n-1-s), n-1)   k >= 3, j = k - 2: the rest, skipping offset(1)
 *   server(k) = MOD(a + offset(k), n)
 *
 * Offsets 1..n-1 are the other servers of the group, so the k copies land on k different servers.
 * Example: n = 4, a = 1, q = 5: offset(1) = 1 + MOD(5, 3) = 3, s = 1 + MOD(1, 2) = 2,
 * offset(2) = 1 + MOD(2 + 2, 3) = 2, so the copies are on servers 1, MOD(1+3, 4) = 0 and MOD(1+2, 4) = 3.
 */
export function copyOffset(k: number, q: number, n: number): number {
  if (k === 0) return 0;
  if (k >= n) throw new RangeError(`copy ${k + 1} of a database does not fit on ${n} servers`);
  const o1 = 1 + (q % (n - 1));
  if (k === 1) return o1;
  const s = 1 + (Math.floor(q / (n - 1)) % (n - 2));
  const o2 = 1 + ((o1 - 1 + s) % (n - 1));
  if (k === 2) return o2;
  const j = k - 2;
  return 1 + ((o2 - 1 + j + (j >= n - 1 - s ? 1 : 0)) % (n - 1));
}

/** The server (0..n-1) of copy k of the database with anchor a and rotation q in a group of n servers. */
export function copyServer(k: number, a: number, q: number, n: number): number {
  return (a + copyOffset(k, q, n)) % n;
}
