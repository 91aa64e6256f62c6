import { KB_PER_MB } from "../units";

/**
 * White space per user (WSU).
 *
 * Formula: WSU = MSR x AMS / 1024                       (seed 000, Table 14, step 2)
 * Units:   MSR messages/day, AMS KB; result MB
 * Example: 150 messages x 75 KB / 1024 = 10.99 MB       (Table 18 prints 11 MB)
 */
export function whiteSpacePerUserMB(messagesPerDay: number, avgMessageKB: number): number {
  return (messagesPerDay * avgMessageKB) / KB_PER_MB;
}
