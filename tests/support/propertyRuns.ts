/**
 * fast-check's numRuns for a property that is among test:fast's slowest (issue 29: `npm run test:fast`
 * at most 90 s on the 2-core build machine): `full` runs in `npm test`, `fast` in `npm run test:fast`
 * (jest.fast.config.js sets the jest global EXSIZE_TEST_FAST). The property, its generators and its
 * assertions are the same in both runs; only how many inputs it draws differs (fast-check biases its
 * draws toward each generator's bounds and small values, where most failures are, in every run). Every caller
 * says why its property may draw fewer in the fast run. Example: propertyRuns(200, 50) is 200 in
 * `npm test`, 50 in `npm run test:fast`.
 */
export function propertyRuns(full: number, fast: number): number {
  return isFastRun() ? Math.min(full, fast) : full;
}

/** Whether this suite runs under jest.fast.config.js (`npm run test:fast`). */
export function isFastRun(): boolean {
  return (globalThis as { EXSIZE_TEST_FAST?: unknown }).EXSIZE_TEST_FAST === true;
}
