import { mul } from "../formula/expr";
import { formulaValue } from "../formula/step";
import { SizingOptions } from "../options";

/** The options that give a figure per message sent or received a day. */
export type PerMessageOption = "megacyclesPerMessage" | "cacheMBPerMessage";

/**
 * A per-mailbox figure in proportion to the message profile: messagesPerDay x the option's figure per
 * message. The seeds print one point or a few (megacycles.ts: 3 megacycles at 150 messages;
 * memory.ts: 9 MB of cache at 150), and both figures scale with messages by this one rule.
 * Units:   the option's unit per message; the result per mailbox
 * Example: perMessage("cacheMBPerMessage", "cachePerMailboxMB").value(150, { cacheMBPerMessage: 0.06 })
 *          = 150 x 0.06 = 9 MB
 */
export function perMessage<K extends PerMessageOption>(option: K, key: string) {
  const formula = mul("messagesPerDay", option);
  return {
    formula,
    /** The formula's value; errors name `key`. */
    value: (messagesPerDay: number, options: Pick<SizingOptions, K>): number =>
      formulaValue(formula, { messagesPerDay }, options, key),
  };
}
