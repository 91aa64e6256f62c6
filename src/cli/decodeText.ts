/**
 * A text file's bytes as text, in the encodings Windows tools write: UTF-8 with or without a
 * byte-order mark (Notepad, VS Code), UTF-16 with a byte-order mark (PowerShell 5's `>` and
 * Out-File, Notepad's "Unicode"). Anything else that is not valid UTF-8 (a Latin-1 or Windows-1252
 * file, say) is refused with the line and column of the first byte that is not, rather than read
 * as "M\uFFFDller".
 */
export class EncodingError extends Error {}

/** Where the first byte of an invalid UTF-8 sequence is, or -1 when all of it is valid. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const need =
      b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0 || i + need >= bytes.length) return i;
    for (let k = 1; k <= need; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    // Overlong and surrogate forms TextDecoder also refuses.
    if (need === 2 && ((b === 0xe0 && bytes[i + 1] < 0xa0) || (b === 0xed && bytes[i + 1] > 0x9f)))
      return i;
    if (need === 3 && ((b === 0xf0 && bytes[i + 1] < 0x90) || (b === 0xf4 && bytes[i + 1] > 0x8f)))
      return i;
    i += need + 1;
  }
  return -1;
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes.subarray(2), "utf-16le");
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    if (swapped.length % 2 === 0) swapped.swap16();
    return utf16(swapped, "utf-16be");
  }
  // UTF-16 without a byte-order mark: ASCII text with a NUL beside every character.
  const head = bytes.subarray(0, 64);
  if (head.length >= 4 && head.filter((b) => b === 0).length * 3 >= head.length) {
    throw new EncodingError(
      "looks like UTF-16 without a byte-order mark; save it as UTF-8 (or UTF-16 with a byte-order mark)"
    );
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const before = Buffer.from(bytes.subarray(0, bad)).toString("utf8");
    const lines = before.split("\n");
    const column = lines[lines.length - 1].length + 1;
    throw new EncodingError(
      `is not UTF-8 (byte 0x${bytes[bad].toString(16).toUpperCase().padStart(2, "0")} at line ${lines.length}, column ${column}); save it as UTF-8 (or UTF-16 with a byte-order mark)`
    );
  }
  return Buffer.from(bytes).toString("utf8");
}

function utf16(bytes: Uint8Array, name: string): string {
  if (bytes.length % 2 !== 0)
    throw new EncodingError(`is not ${name.toUpperCase()}: it has an odd number of bytes`);
  try {
    return new TextDecoder("utf-16le", { fatal: true }).decode(bytes);
  } catch {
    throw new EncodingError(`is not ${name.toUpperCase()}: it holds an unpaired surrogate`);
  }
}
