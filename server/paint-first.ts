import { EARLY_CLICK_ATTRIBUTE, REPLAY_GLOBAL } from '~/lib/early-clicks'

const BOOT_ID = 'rr-boot'
// What React Router's <Scripts> writes: modulepreload links in the head, one boot module at the end of the body.
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const BOOT_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/

/**
 * Rewrites a prerendered page so that its JavaScript is requested only after the first paint.
 *
 * These pages are complete HTML whose links and forms work before React hydrates. As React Router writes them,
 * the modulepreload links and the boot module make ~130 KB of scripts compete with the document on a slow
 * mobile connection. Here the first preload link becomes a small script that holds clicks on the few controls
 * needing JavaScript until React has hydrated (~/lib/early-clicks); the boot module becomes inert, and a
 * nonced script inserts it with the preloads one frame after the first paint ('strict-dynamic' trusts what
 * it inserts). See docs/decisions/0008-paint-before-hydration.md. A page of another shape is returned as it
 * is, so a React Router upgrade that changes the markup degrades to the original behaviour.
 */
export function paintFirst(html: string): string {
  const boot = BOOT_MODULE.exec(html)
  const preloads = [...html.matchAll(MODULEPRELOAD)]
  if (!boot || preloads.length === 0) return html
  const [bootTag, nonce, body] = boot as unknown as [string, string, string]
  const hrefs = preloads.map((match) => match[1]!)
  let holder = clickHolder(nonce) // in place of the first preload link, so that it runs early
  return html
    .replace(MODULEPRELOAD, () => {
      const replacement = holder
      holder = ''
      return replacement
    })
    .replace(bootTag, () => bootScripts(nonce, body, hrefs))
}

function clickHolder(nonce: string) {
  return `<script nonce="${nonce}">(function () {
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
})();</script>`
}

function bootScripts(nonce: string, body: string, preloads: string[]) {
  const inert = `<script nonce="${nonce}" id="${BOOT_ID}" type="text/plain">${body}</script>`
  return `${inert}<script nonce="${nonce}">requestAnimationFrame(function () { setTimeout(function () {
  var d = document, boot = d.getElementById("${BOOT_ID}");
  ${JSON.stringify(preloads)}.forEach(function (href) {
    var link = d.createElement("link");
    link.rel = "modulepreload"; link.href = href; link.nonce = boot.nonce;
    d.head.appendChild(link);
  });
  var module = d.createElement("script");
  module.type = "module"; module.nonce = boot.nonce; module.textContent = boot.textContent;
  boot.replaceWith(module);
}); });</script>`
}
