/** Jest runs every test: unit tests beside the modules (src/**\/*.test.ts) and the suites in tests/. */
module.exports = {
  // tests/support/directGlobalsEnvironment.js: jest's node environment with an ordinary global object
  testEnvironment: "<rootDir>/tests/support/directGlobalsEnvironment.js",
  roots: ["<rootDir>/src", "<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
  },
  moduleFileExtensions: ["ts", "js", "json"],
  globalSetup: "<rootDir>/tests/support/globalSetup.js",
  testTimeout: 120000,
};
