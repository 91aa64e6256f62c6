import { ALL_FUNCTIONS } from "../functions/registry";
import { signature } from "../functions/signature";

/** The task pane's UI. */
export function mount(root: HTMLElement | null): void {
  if (!root) return;
  const list = ALL_FUNCTIONS.map((f) => `<li><code>${signature(f)}</code></li>`).join("");
  root.innerHTML = `<h1>ExSize</h1><p>The EX.* functions are loaded:</p><ul>${list}</ul>`;
}
