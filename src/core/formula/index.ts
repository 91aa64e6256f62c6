export * from "./expr";
export * from "./evaluate";
export * from "./print";
export * from "./step";
export * from "./compile";
export * from "./program";
export * from "./parse";
