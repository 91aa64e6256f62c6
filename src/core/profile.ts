/**
 * The user profile of Table 14, step 1 (seed 000): who is being sized.
 */
export interface MailboxProfile {
  /** NU: number of mailbox users, including growth. */
  readonly users: number;
  /** MQ: mailbox quota per user, MB. */
  readonly quotaMB: number;
  /** MSR: messages sent and received per user per day. */
  readonly messagesPerDay: number;
  /** AMS: average message size, KB. */
  readonly avgMessageKB: number;
}
