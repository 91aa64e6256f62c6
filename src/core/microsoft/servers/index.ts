export { serverSteps } from "./steps";
export { limitsOf } from "./limits";
export type { ExchangeVersion } from "../scenario/parse";
export { MODES } from "./outputs";
export { sizeServers } from "./result";
