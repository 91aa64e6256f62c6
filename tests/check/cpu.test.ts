/**
 * The CPU of exsize check: SizingChecker.ps1's arithmetic (v1.0, Check-NeededMegacycles) on a worked
 * example, and ExSize's own sizing when the measured organization is the design.
 */
import { megacyclesPerCore, requiredMegacycles } from "../../src/core/check";

describe("SizingChecker's worked example, its bugs fixed", () => {
  // SizingChecker.ps1's help, second example: SPECint 665 on 16 cores (41.5625 per core); profile 1 50
  // messages, 25 % of the mailboxes, factor 1; profile 2 150 messages, 75 %, factor 1.2 on 35 % of them;
  // a multi-role Exchange 2013 server (its tables: 50 -> 2.93 active / 0.69 passive, 150 -> 8.77 / 2.06).
  // On the server (our choice): 2,000 active and 4,000 passive mailboxes. SizingChecker, by hand:
  //   P1 active round(2000 x .25) = 500, passive round(4000 x .25) = 1000; needed round(500 x 2.93 + 1000 x 0.69) = 2155
  //   P2 active 1500, passive 3000, with the factor round(1500 x .35) = 525, without 975;
  //      needed round(525 x 8.77 x 1.2 + 975 x 8.77 + 3000 x 2.06) = round(20255.85) = 20256
  //   total 22411; available round(41.5625 x 2000 / 33.75 x 16) = 39407; "{0:P0}" 57 %.
  // ExSize keeps the figures unrounded: 22410.85 of 39407.407..., 56.86964 %.
  const tiers = [
    { share: 0.25, activePerMailbox: 2.93, passivePerMailbox: 0.69, casPerMailbox: 0 },
    // the factor on 35 % of the tier's mailboxes, as the calculator weighs it: 8.77 x (1 + 0.35 x 0.2)
    {
      share: 0.75,
      activePerMailbox: 8.77 * (1 + 0.35 * 0.2),
      passivePerMailbox: 2.06,
      casPerMailbox: 0,
    },
  ];
  const load = { activeMailboxes: 2000, passiveMailboxes: 4000 };
  test("required megacycles: SizingChecker's 22,411 before its rounding", () => {
    expect(requiredMegacycles(load, tiers, 1)).toBeCloseTo(22410.85, 6);
    expect(Math.round(requiredMegacycles(load, tiers, 1))).toBe(22411);
  });
  test("available megacycles: SPECint per core x 2000 / 33.75 x cores, SizingChecker's 39,407", () => {
    const available = megacyclesPerCore(665, 16) * 16;
    expect(available).toBeCloseTo(39407.407407, 5);
    expect(Math.round(available)).toBe(39407);
  });
  test("utilization 56.87 %, SizingChecker's 57 %", () => {
    const u = requiredMegacycles(load, tiers, 1) / (megacyclesPerCore(665, 16) * 16);
    expect(u).toBeCloseTo(0.5686964, 6); // 22410.85 / 39407.4074
    expect(Math.round(u * 100)).toBe(57);
  });
  test("virtualized: the calculator's hypervisor overhead, which SizingChecker leaves out (bug 5)", () => {
    expect(requiredMegacycles(load, tiers, 1.1)).toBeCloseTo(22410.85 * 1.1, 6);
  });
});
