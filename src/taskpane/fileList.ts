/**
 * A list of files to save: each an <a download> on its Blob's object URL, described by its size and
 * what it holds, with Copy for a text file (clipboard.ts) where the webview saves no downloads (Excel
 * on Mac). The object URLs live as long as the list shows them: `show` and `clear` revoke the previous
 * ones, and so does the page being hidden. Before a file is saved or copied, `stillValid` is asked;
 * when it says no, nothing is saved and `onStale` runs (the caller clears the list and says why).
 */
import { Announcer } from "./announcer";
import { copyText } from "./clipboard";
import { sizeText } from "./deployment";
import { h } from "./dom";

export interface OfferedFile {
  readonly name: string;
  readonly blob: Blob;
  /** The file's text, for Copy; a binary file (the .zip) has none, and no Copy. */
  readonly text?: string;
  readonly description: string;
}

export interface FileList {
  readonly element: HTMLElement;
  show(files: readonly OfferedFile[]): void;
  clear(): void;
  readonly shown: () => boolean;
}

export interface FileListDeps {
  /** The list's id. */
  readonly id: string;
  /** Row N's link is `${rowIds}-N` (N from 0); its size and description `${rowIds}-N-size`, `-desc`. */
  readonly rowIds: string;
  readonly announcer: Announcer;
  readonly locale: string;
  readonly stillValid: () => boolean;
  readonly onStale: () => void;
}

export function createFileList(deps: FileListDeps): FileList {
  const { id, rowIds, announcer, locale, stillValid, onStale } = deps;
  const element = h("ul", { class: "file-list", id, hidden: true });
  let urls: string[] = [];

  const row = (file: OfferedFile, index: number): HTMLElement => {
    const url = URL.createObjectURL(file.blob);
    urls.push(url);
    const rowId = `${rowIds}-${index}`;
    const size = sizeText(file.blob.size, locale);
    const link = h(
      "a",
      {
        id: rowId,
        href: url,
        download: file.name,
        "data-file": file.name,
        "aria-describedby": `${rowId}-size ${rowId}-desc`,
      },
      file.name
    );
    link.addEventListener("click", (event) => {
      if (stillValid()) return;
      event.preventDefault();
      onStale();
    });
    const { text } = file;
    let copy: HTMLButtonElement | undefined;
    if (text !== undefined) {
      copy = h(
        "button",
        { type: "button", class: "subtle", "data-copy": file.name },
        "Copy",
        h("span", { class: "visually-hidden" }, ` ${file.name}`)
      );
      copy.addEventListener("click", () => {
        if (!stillValid()) return onStale();
        void copyText(text).then((ok) =>
          announcer.say(
            ok
              ? `Copied ${file.name} (${size}).`
              : `This Excel did not allow copying ${file.name}. Download it, or run exsize deploy.`
          )
        );
      });
    }
    return h(
      "li",
      { class: "file" },
      h(
        "div",
        { class: "file-head" },
        link,
        h("span", { class: "file-size", id: `${rowId}-size` }, size),
        copy
      ),
      h("div", { class: "hint", id: `${rowId}-desc` }, file.description)
    );
  };

  const clear = (): void => {
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
    element.replaceChildren();
    element.hidden = true;
  };
  window.addEventListener("pagehide", clear);
  return {
    element,
    show(files) {
      clear();
      element.replaceChildren(...files.map(row));
      element.hidden = false;
    },
    clear,
    shown: () => !element.hidden,
  };
}
