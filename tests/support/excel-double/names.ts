/**
 * TEST DOUBLE of office-js (see state.ts): Defined names: a workbook-scoped name, its formula and range.
 */
import { DoubleName, OfficeJsError, absolute, parseAddress } from "./state";
import { Runtime } from "./requests";

/** Installs the names proxies on the runtime; they read the shared state through it. */
export function installNames(rt: Runtime): void {
  const { wb, act, requireSheet } = rt;
  const rangeProxy: Runtime["rangeProxy"] = (...args) => rt.rangeProxy(...(args as [never, never]));
  function namedItemProxy(resolve: () => DoubleName): any {
    return {
      set visible(v: boolean) {
        act("NamedItem.visible", undefined, v, () => (resolve().visible = v));
      },
      set comment(v: string) {
        act("NamedItem.comment", undefined, v, () => (resolve().comment = v));
      },
      set formula(v: string) {
        act("NamedItem.formula", undefined, v, () => {
          const item = resolve();
          const m =
            /^=(?:'((?:[^']|'')+)'|([^!'=]+))!(\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?)$/i.exec(v);
          const sheet = m && wb.sheet(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]);
          if (sheet && m) {
            item.ref = { sheetId: sheet.id, address: absolute(parseAddress(m[3])) };
            item.text = undefined;
          } else {
            item.ref = undefined;
            item.text = v;
          }
        });
      },
      delete() {
        act("NamedItem.delete", undefined, [], () => {
          const item = resolve();
          wb.names.splice(wb.names.indexOf(item), 1);
        });
      },
      getRange() {
        return act("NamedItem.getRange", undefined, [], () => {
          const item = resolve();
          if (!item.ref || !wb.sheetById(item.ref.sheetId)) {
            throw new OfficeJsError(
              "InvalidArgument",
              `The name ${item.name} does not refer to a range.`,
              "NamedItem.getRange"
            );
          }
          const ref = item.ref;
          return rangeProxy(() => requireSheet(ref.sheetId, "NamedItem.getRange"), ref.address);
        });
      },
    };
  }

  function nameByName(name: string): DoubleName {
    const item = wb.names.find((n) => n.name.toLowerCase() === name.toLowerCase());
    if (!item)
      throw new OfficeJsError(
        "ItemNotFound",
        `The requested resource doesn't exist: name ${name}.`,
        "NamedItemCollection.getItem"
      );
    return item;
  }

  rt.nameByName = nameByName;
  rt.namedItemProxy = namedItemProxy;
}
