/**
 * TEST DOUBLE: the Excel double (workbook.ts) handing out what the code loads as office-addin-mock
 * OfficeMockObjects (Microsoft's library for testing office-js code without Office): a property of one
 * reads as "Error, property was not loaded" when the code did not load it, and "Error, context.sync()
 * was not called" before the sync, so code that reads too early or loads too little shows up.
 *
 * Free of jest, so `npm run bench` counts the builder's context.sync() calls on the very double the
 * tests use. Jest imports it through mock.ts, which first points office-addin-manifest at the one
 * module office-addin-mock needs (jest cannot require the package's ES modules; Node 20.19+ can).
 */
import { OfficeMockObject } from "office-addin-mock";
import { DoubleOptions, ExcelDouble, LoadedFactory, createExcelDouble } from "./workbook";

export const officeMockLoaded: LoadedFactory = {
  make(data, properties) {
    const mock = new OfficeMockObject(data);
    if (properties.length > 0) mock.load(properties);
    else mock.load(Object.keys(data));
    return {
      object: mock,
      commit: async () => {
        await mock.sync();
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
  },
};

/** An in-memory Excel workbook with these sheets, its loads answered by OfficeMockObjects. */
export function mockExcel(options: DoubleOptions = {}): ExcelDouble {
  return createExcelDouble({ ...options, loaded: officeMockLoaded });
}
