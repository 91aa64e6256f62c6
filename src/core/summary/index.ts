export * from "./keys";
export * from "./meanings";
export * from "./summarySteps";
export * from "./dellSummary";
export * from "./microsoftSummary";
export * from "./dellDesign";
export * from "./dellDesignInputs";
export * from "./baselineDifference";
