/**
 * TEST DOUBLE: the Excel double as the jest tests use it (officeMock.ts: an in-memory workbook whose
 * loads are answered by office-addin-mock OfficeMockObjects).
 */

// office-addin-mock needs only office-addin-manifest's OfficeApp enum; the package's entry point pulls
// in ES modules jest cannot require on Node 20, so give it the enum's own (dependency-free) module.
// (jest hoists this above the import below.)
jest.mock("office-addin-manifest", () => jest.requireActual("office-addin-manifest/lib/officeApp"));

export { mockExcel, officeMockLoaded } from "./officeMock";
