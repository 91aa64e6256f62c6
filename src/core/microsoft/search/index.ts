export * from "./request";
export * from "./grid";
export * from "./designEvaluator";
export * from "./feasibility";
export * from "./search";
