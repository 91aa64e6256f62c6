import { SEED_003_COMPUTE_EXAMPLE } from "../../../tests/fixtures/seed003Example";
import { DEFAULT_OPTIONS, resolveOptions } from "../options";
import { sizeCompute } from "./computeSizing";
import { coreMegacycles } from "./coreMegacycles";
import { mailboxMegacycles, peakMegacycles, totalMegacycles } from "./megacycles";
import { cachePerMailboxMB, ramForCacheGB, totalCacheGB } from "./memory";

describe("megacycles (seed 003, Processor Core Requirements)", () => {
  test("150 messages => 3 megacycles per mailbox; 16,000 x 3 = 48,000", () => {
    expect(mailboxMegacycles(150, DEFAULT_OPTIONS)).toBeCloseTo(3, 12);
    expect(totalMegacycles(16000, 150, DEFAULT_OPTIONS)).toBeCloseTo(48000, 9);
  });
  test("48,000 / 0.35 = 137,142.857 (printed 137,143)", () => {
    expect(peakMegacycles(16000, 150, DEFAULT_OPTIONS)).toBeCloseTo(137142.857142857, 6);
  });
  test("other profiles in proportion to messages (derived): 300 messages => 6", () => {
    expect(mailboxMegacycles(300, DEFAULT_OPTIONS)).toBeCloseTo(6, 12);
  });
  test("adjusted megacycles per core: 1120 / 16 = 70; 70 x 2500 / 18.75 = 9,333.33", () => {
    expect(coreMegacycles(1120, 16, 2500, DEFAULT_OPTIONS)).toBeCloseTo(9333.3333333, 6);
  });
  test("Microsoft's reading, the baseline's 3333 MHz: 70 x 3333 / 18.75 = 12,443.2", () => {
    expect(coreMegacycles(1120, 16, 3333, DEFAULT_OPTIONS)).toBeCloseTo(12443.2, 6);
  });
});

describe("memory (seed 003, Memory Requirements; seed 000, section 2.2)", () => {
  test("cache per mailbox: 150 => 9 MB, 200 => 12, 350 => 21, 300 => 18 (derived 0.06 MB per message)", () => {
    expect([150, 200, 350, 300].map((m) => cachePerMailboxMB(m, DEFAULT_OPTIONS))).toEqual([
      9, 12, 21, 18,
    ]);
  });
  test("16,000 x 9 MB = 144 GB as seed 003 divides (by 1000); 140.625 GB by 1024", () => {
    expect(totalCacheGB(16000, 150, DEFAULT_OPTIONS)).toBeCloseTo(144, 9);
    expect(totalCacheGB(16000, 150, resolveOptions({ cacheMBPerGB: 1024 }))).toBeCloseTo(
      140.625,
      9
    );
  });
  test("RAM = 144 / 92 x 128 = 200.35 GB (printed 200 GB)", () => {
    expect(ramForCacheGB(144, DEFAULT_OPTIONS)).toBeCloseTo(200.347826087, 6);
  });
});

describe("sizeCompute: the whole of seed 003's example, step by step", () => {
  const input = SEED_003_COMPUTE_EXAMPLE;
  test("one server: 15 cores at 34.3% peak", () => {
    const c = sizeCompute(input, DEFAULT_OPTIONS);
    expect([c.coresNeeded, c.servers, c.usersPerServer, c.coresPerServer, c.cores]).toEqual([
      15, 1, 16000, 15, 15,
    ]);
    expect(c.peakUtilization).toBeCloseTo(48000 / (15 * 9333.3333333), 9);
  });
  test("four servers: 4 vCPU each, 16 cores at 32.1% peak, 50.09 GB RAM each", () => {
    const c = sizeCompute({ ...input, servers: 4 }, DEFAULT_OPTIONS);
    expect([c.usersPerServer, c.coresPerServer, c.cores]).toEqual([4000, 4, 16]);
    expect(c.peakUtilization).toBeCloseTo(0.32142857, 8);
    expect(c.coresPer1000Users).toBeCloseTo(1, 12);
    expect(c.ramGBPerServer).toBeCloseTo(50.0869565, 6);
    expect(c.ramGBPer1000Users).toBeCloseTo(12.5217391, 6);
  });
  test("an uneven split sizes the fullest server: 10,001 mailboxes on 2 servers => 5,001 each", () => {
    const c = sizeCompute({ ...input, users: 10001, servers: 2 }, DEFAULT_OPTIONS);
    // 5001 x 3 / 0.35 / 9333.33 = 4.59 => 5 cores per server
    expect([c.usersPerServer, c.coresPerServer, c.cores]).toEqual([5001, 5, 10]);
  });
});
