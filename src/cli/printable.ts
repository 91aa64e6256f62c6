/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Text quoted from a user's file or argument, made safe for a one-line message: control characters
 * (C0, DEL, C1) and the line and paragraph separators are written as \uXXXX escapes, so a message
 * stays one line on a terminal whatever bytes the user's file held.
 * Example: printable('Unexpected token \u0080, "\u0080\n" is not valid JSON')
 *          => 'Unexpected token \\u0080, "\\u0080\\u000a" is not valid JSON'
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
