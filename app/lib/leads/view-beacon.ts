import { compactScript } from '~/lib/inline-script'
/** Where a published calculator's frame reports a view (POST from a script, GET from an image). */
export const embedViewsPath = (publicId: string) => `/api/embed-views/${publicId}`

/**
 * Inline in the published embed's HTML: reports one view once the frame is shown (a page opened in the
 * background or prerendered reports when it becomes visible). The HTML is the same for every visitor, so a
 * view is counted here, not by the loader, and the page may be cached anywhere (issue 26). It reads the id
 * from its own address: one script, one hash, for every calculator.
 */
export const VIEW_BEACON = compactScript(`(function () {
  var url = "/api/embed-views/" + location.pathname.split("/").pop();
  function send() {
    if (navigator.sendBeacon && navigator.sendBeacon(url)) return;
    fetch(url, { method: "POST", keepalive: true, credentials: "omit" }).catch(function () {});
  }
  if (document.visibilityState !== "hidden") return send();
  document.addEventListener("visibilitychange", function shown() {
    if (document.visibilityState === "hidden") return;
    document.removeEventListener("visibilitychange", shown);
    send();
  });
})();`)
