export { serverSteps } from "./steps";
export { limitsOf } from "./limits";
export type { ExchangeVersion, Flag } from "./limits";
export { MODES } from "./outputs";
export type { Mode } from "./outputs";
export { evaluateCells } from "./evaluate";
export { sizeServers } from "./result";
export type { ServerResult, ModeFigures } from "./result";
