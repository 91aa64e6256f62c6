/**
 * Target transactional IOPS of a Jetstress run on one server.
 *
 * Formula: mailboxes on the server x IOPS per mailbox (the tested profile, which in the ESRP reports
 *          already includes 20% headroom)
 *          (seed 001, sections 1.2, 2.5 and 3.1: 500 mailboxes at 0.12 "including 20% headroom",
 *          "Target Transactional I/O per Second 60"; seed 004, Table 2: 2500 mailboxes at .18
 *          "include 20 percent headroom"; seed 003, Appendix A: 16,000 / 4 = 4,000 mailboxes per
 *          server at 0.18, "Target Transactional I/O per Second 720")
 * Units:   mailboxes, IOPS per mailbox => IOPS
 * Example: 500 x 0.12 = 60; 2500 x 0.18 = 450; 4000 x 0.18 = 720
 */
export function jetstressTargetIops(mailboxes: number, iopsPerMailbox: number): number {
  return mailboxes * iopsPerMailbox;
}
