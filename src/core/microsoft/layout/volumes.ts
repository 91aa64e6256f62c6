import type { LayoutCopy } from "./layout";

/** Numbers each copy's volume (LayoutCopy.volume) from its server's databases in database order. */
export function withVolumes(
  copies: readonly Omit<LayoutCopy, "volume">[],
  databasesPerVolume: number
): LayoutCopy[] {
  const per = Math.max(1, databasesPerVolume);
  const ordered = [...copies].sort(
    (x, y) =>
      x.dag - y.dag || x.database - y.database || x.activationPreference - y.activationPreference
  );
  const held = new Map<string, number>();
  return ordered.map((c) => {
    const key = `${c.dag}:${c.server}`;
    const k = held.get(key) ?? 0;
    held.set(key, k + 1);
    return { ...c, volume: Math.floor(k / per) + 1 };
  });
}
