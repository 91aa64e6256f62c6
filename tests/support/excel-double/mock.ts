/**
 * TEST DOUBLE: the Excel double (workbook.ts) as the jest tests use it, handing out what the code
 * loads as office-addin-mock OfficeMockObjects (Microsoft's library for testing office-js code without
 * Office): a property of one reads as "Error, property was not loaded" when the code did not load it,
 * and "Error, context.sync() was not called" before the sync, so code that reads too early or loads
 * too little shows up in the tests' results.
 */
import { OfficeMockObject } from "office-addin-mock";
import { DoubleOptions, ExcelDouble, LoadedFactory, createExcelDouble } from "./workbook";

// office-addin-mock needs only office-addin-manifest's OfficeApp enum; the package's entry point pulls
// in ES modules jest cannot require on Node 20, so give it the enum's own (dependency-free) module.
jest.mock("office-addin-manifest", () => jest.requireActual("office-addin-manifest/lib/officeApp"));

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
