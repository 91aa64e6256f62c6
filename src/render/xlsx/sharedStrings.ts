import { NS, XML_HEADER, escCellText } from "./xml";

/** xl/sharedStrings.xml: every text cell's string, once. A string cell is never a formula. */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly strings: string[] = [];
  private uses = 0;

  indexOf(text: string): number {
    this.uses++;
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.strings.length;
      this.strings.push(text);
      this.index.set(text, i);
    }
    return i;
  }

  xml(): string {
    const items = this.strings.map((s) => {
      const space = /^\s|\s$|\n/.test(s) ? ' xml:space="preserve"' : "";
      return `<si><t${space}>${escCellText(s)}</t></si>`;
    });
    return (
      XML_HEADER +
      `<sst xmlns="${NS.main}" count="${this.uses}" uniqueCount="${this.strings.length}">${items.join("")}</sst>`
    );
  }
}
