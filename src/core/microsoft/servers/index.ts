export { serverSteps } from "./steps";
export { limitsOf } from "./limits";
export type { ExchangeVersion } from "./limits";
export { MODES } from "./outputs";
export { evaluateCells } from "./evaluate";
export { sizeServers } from "./result";
