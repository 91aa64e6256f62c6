/** Jest runs every test: unit tests beside the modules (src/**\/*.test.ts) and the suites in tests/. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
  },
  moduleFileExtensions: ["ts", "js", "json"],
  globalSetup: "<rootDir>/tests/support/globalSetup.js",
  testTimeout: 120000,
};
