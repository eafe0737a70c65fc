import { EARLY_CLICK_ATTRIBUTE, REPLAY_GLOBAL } from '~/lib/early-clicks'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const BOOT_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/
const BOOT_ID = 'rr-boot'

/**
 * Rewrites a prerendered page so that its JavaScript is requested only after the first paint.
 *
 * These pages are complete HTML: their links and forms work before React hydrates. As React Router writes
 * them, the modulepreload links and the boot module make ~130 KB of scripts compete with the document on a
 * slow mobile connection. Here a small nonced script inserts them one frame after the first paint instead,
 * and holds clicks on the few controls that need JavaScript until React has hydrated (~/lib/early-clicks).
 * See docs/decisions/0008-paint-before-hydration.md. A page without the expected shape is returned as it
 * is, so a React Router upgrade that changes it degrades to the original behaviour, not to a broken page.
 */
export function paintFirst(html: string): string {
  const boot = BOOT_MODULE.exec(html)
  if (!boot || boot[1] !== NONCE_PLACEHOLDER) return html
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!)
  const inert = `<script nonce="${NONCE_PLACEHOLDER}" id="${BOOT_ID}" type="text/plain">${boot[2]}</script>`
  const loader = `<script nonce="${NONCE_PLACEHOLDER}">${loaderSource(preloads)}</script>`
  return html.replace(MODULEPRELOAD, '').replace(boot[0], () => inert + loader)
}

function loaderSource(preloads: string[]) {
  return `(function () {
  var d = document, held = [], hydrated = false;
  function hold(event) {
    var target = event.target.closest && event.target.closest("[${EARLY_CLICK_ATTRIBUTE}]");
    if (!target || event.button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
    // Should the scripts never arrive, a held link still goes where it points.
    if (target.href) setTimeout(function () { if (!hydrated) location.href = target.href; }, 8000);
  }
  d.addEventListener("click", hold, true);
  window.${REPLAY_GLOBAL} = function () {
    hydrated = true;
    d.removeEventListener("click", hold, true);
    held.splice(0).forEach(function (target) { if (target.isConnected) target.click(); });
  };
  requestAnimationFrame(function () { setTimeout(function () {
    var boot = d.getElementById("${BOOT_ID}");
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = d.createElement("link");
      link.rel = "modulepreload"; link.href = href; link.nonce = boot.nonce;
      d.head.appendChild(link);
    });
    var module = d.createElement("script");
    module.type = "module"; module.nonce = boot.nonce; module.textContent = boot.textContent;
    boot.replaceWith(module);
  }); });
})();`
}
