/**
 * Which modules make the functions' own copy of the sizing core (webpack.config.js's "functions" layer,
 * where scripts/webpack/stripStepWords.js empties the steps' source and note texts): the declarations
 * the EX.MS* and EX.SUMMARY adapters import on their first call, and the Microsoft method, summary and
 * verdict modules they import. Every other module stays one shared instance (the formula engine,
 * SizingError, the Excel error factory). Shared with tests/build/strippedFunctions.test.ts, which
 * loads the same set the same way and checks that the functions answer as before.
 */
const LAZY_DECLARATIONS =
  /[\\/]src[\\/]functions[\\/]declarations[\\/](microsoft|microsoftReplication|summary)\.ts$/;
const LAYERED = [LAZY_DECLARATIONS, /[\\/]src[\\/]core[\\/](microsoft|summary|verdict)[\\/]/];
const layered = (resource) => LAYERED.some((re) => re.test(resource ?? ""));

module.exports = { LAZY_DECLARATIONS, LAYERED, layered };
