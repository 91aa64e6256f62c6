/**
 * Bootstrap of the shared-runtime page. The EX.* functions are registered by functions.js, which the
 * page loads first; this file only decides when to load the task pane's UI. The UI is a separate chunk,
 * fetched the first time the pane is shown, so formulas never wait for it.
 */
let uiLoading: Promise<unknown> | undefined;

function loadUi(): void {
  uiLoading ??= import(/* webpackChunkName: "pane" */ "./pane").then((pane) =>
    pane.mount(document.getElementById("app"))
  );
}

function whenShown(): void {
  if (document.visibilityState === "visible") loadUi();
}

Office.onReady(() => {
  whenShown();
  document.addEventListener("visibilitychange", whenShown);
  if (Office.addin?.onVisibilityModeChanged) {
    void Office.addin.onVisibilityModeChanged((args) => {
      if (args.visibilityMode === Office.VisibilityMode.taskpane) loadUi();
    });
  }
});
