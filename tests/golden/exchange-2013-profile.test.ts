/**
 * Golden figures of the Exchange-version IOPS profile: seed 003 (Tintri, Exchange 2013) prints 0.101 IOPS
 * per mailbox at 150 messages a day, 1,616 IOPS for its 16,000 mailboxes, and tested 0.18 per mailbox.
 * Seed 000's Table 16 profile (Exchange 2010) keeps its own golden rows (dell-worked-example.test.ts).
 */
import { resolveOptions, sizeScenario } from "../../src/core";

describe("seed 003: Exchange 2013 IOPS per mailbox (option exchangeVersion 2013)", () => {
  const e2013 = resolveOptions({ exchangeVersion: 2013 });
  const tintri = { users: 16000, quotaMB: 2048, messagesPerDay: 150, avgMessageKB: 75, copies: 1 };
  test("0.101 IOPS per mailbox at 150 messages, with its one database copy", () => {
    expect(Number(sizeScenario(tintri, e2013).iopu.toFixed(3))).toBe(0.101);
  });
  test("totaling 1,616 IOPS: 16,000 x 0.101, before Table 16's 20% (iopsOverhead 1)", () => {
    const asPrinted = resolveOptions({ exchangeVersion: 2013, iopsOverhead: 1 });
    expect(Number(sizeScenario(tintri, asPrinted).dbiop.toFixed(0))).toBe(1616);
  });
  test("ExSize's default keeps the 20%: 1,939.2 IOPS; Jetstress tested 0.18 per mailbox, more than either", () => {
    expect(sizeScenario(tintri, e2013).dbiop).toBeCloseTo(1939.2, 9);
    expect(0.18).toBeGreaterThan(sizeScenario(tintri, e2013).iopu * e2013.iopsOverhead);
  });
});
