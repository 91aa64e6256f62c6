import { SizingOptions } from "../core";
import { functionFamily } from "./functionFamily";
import { OPTIONS_PARAM, inputParam } from "./params";

/**
 * The functions of the message rate alone, per mailbox or per user: EX.NL (seed 000, Table 15),
 * EX.MAILBOXMEGACYCLES and EX.CACHEMB (seed 003). They take MSR then options, their body is their
 * core function of (messagesPerDay, options), and their example is both seeds' 150 messages a day.
 */
export const perMessageRate = functionFamily<
  (messagesPerDay: number, options: SizingOptions) => number
>({
  params: [inputParam("messagesPerDay"), OPTIONS_PARAM],
  args: [150],
});
