/**
 * Puts text on the clipboard from a click: the asynchronous Clipboard API where the page may use it,
 * else the older copy command on a hidden, read-only text area (what webviews that refuse
 * `navigator.clipboard` still allow from a user's click). Focus goes back where it was, so it never
 * falls to <body>. Resolves whether the text was copied.
 */
import { h } from "./dom";

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the copy command below.
  }
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  const area = h("textarea", {
    readonly: true,
    class: "visually-hidden",
    "aria-hidden": "true",
    tabindex: "-1",
  });
  area.value = text;
  document.body.append(area);
  let copied = false;
  try {
    area.select();
    // The only copy a webview without the Clipboard API allows (deprecated, still implemented).
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  } finally {
    area.remove();
    back?.focus();
  }
  return copied;
}
