/**
 * One line of a message tracking log (or of a PowerShell Export-Csv file) split into its fields.
 *
 * Format: comma-separated values (Microsoft Learn, "Message tracking in Exchange Server", section
 * "Structure of the message tracking log files": "text files that contain data in the comma-separated
 * value (CSV) format"); a field that holds the separator or a quote is enclosed in double quotes and a
 * quote inside it is doubled (RFC 4180, section 2, rules 5-7), as a subject `"Budget, Q3 ""final"""`
 * is written. A record is one line (the same page: "stores each message event on a single line").
 *
 * Returns the fields, or `undefined` when a quoted field is not closed before the end of the line (a
 * truncated line). Nothing is trimmed: `a, b` is the fields "a" and " b", as Excel reads it.
 * Example: splitCsvLine('x,"a, ""b""",') => ["x", 'a, "b"', ""].
 */
export function splitCsvLine(line: string, separator = ","): string[] | undefined {
  if (line.indexOf('"') < 0) return line.split(separator);
  const fields: string[] = [];
  const n = line.length;
  let i = 0;
  for (;;) {
    if (line.charCodeAt(i) === 34 /* " */) {
      // a quoted field: up to the quote that is not doubled
      let value = "";
      let from = i + 1;
      for (;;) {
        const q = line.indexOf('"', from);
        if (q < 0) return undefined;
        if (line.charCodeAt(q + 1) === 34) {
          value += line.slice(from, q + 1);
          from = q + 2;
          continue;
        }
        value += line.slice(from, q);
        i = q + 1;
        break;
      }
      // text after the closing quote up to the separator belongs to the field (as Excel reads it)
      const sep = line.indexOf(separator, i);
      const end = sep < 0 ? n : sep;
      value += line.slice(i, end);
      fields.push(value);
      if (sep < 0) return fields;
      i = sep + separator.length;
    } else {
      const sep = line.indexOf(separator, i);
      if (sep < 0) {
        fields.push(line.slice(i));
        return fields;
      }
      fields.push(line.slice(i, sep));
      i = sep + separator.length;
    }
  }
}

/**
 * A field written as a CSV writer writes it: quoted when it holds the separator, a quote, a carriage
 * return or a line feed, its quotes doubled. The inverse of splitCsvLine (its property test holds them
 * together). Example: csvField('a, "b"') => '"a, ""b"""'.
 */
export function csvField(value: string, separator = ","): string {
  return value.includes(separator) || /["\r\n]/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}
