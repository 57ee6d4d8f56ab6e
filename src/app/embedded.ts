/** Whether the dashboard runs inside a frame on another page (a cross-origin parent throws). */
export const isEmbedded: boolean = (() => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
})();
