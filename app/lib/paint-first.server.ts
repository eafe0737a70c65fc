import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { EARLY_CLICK_ATTRIBUTE, REPLAY_GLOBAL } from './early-clicks'
import { compactScript } from './inline-script'

const BOOT_ID = 'rr-boot'
/** How long a frame in a client's page stays in sight before it boots unasked (decision 0036). */
export const VISIBLE_BOOT_MS = 2_000
// What React Router's <Scripts> writes: modulepreload links in the head, one boot module at the end of the body.
const MODULEPRELOAD = /<link rel="modulepreload" [^>]*?href="([^"]+)"[^>]*>/g
const BOOT_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/

/**
 * Rewrites a prerendered page so that its JavaScript is requested only after the first paint.
 *
 * These pages are complete HTML whose links and forms work before React hydrates. As React Router writes them,
 * the modulepreload links and the boot module make ~130 KB of scripts compete with the document on a slow
 * mobile connection. Here the first preload link becomes a small script that holds clicks on the few controls
 * needing JavaScript until React has hydrated (~/lib/early-clicks); the boot module becomes inert, and a
 * nonced script inserts it with the preloads once the browser reports the first contentful paint
 * ('strict-dynamic' trusts what it inserts). See docs/decisions/0008-paint-before-hydration.md. A page of another shape is returned as it
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

/**
 * The same rewrite for a server-rendered page as it streams out (calculator pages and embeds, decision 0020).
 * React writes the preload links and the boot module in the shell, so the text is held until the boot module
 * has passed, rewritten, and the rest (streamed Suspense content) passes through. A document of another shape
 * goes out unchanged once it ends.
 */
export function paintFirstStream() {
  const decoder = new StringDecoder('utf8')
  let held = ''
  let done = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk))
      held += decoder.write(chunk)
      if (!BOOT_MODULE.test(held)) return callback()
      done = true
      const text = paintFirst(held)
      held = ''
      callback(null, text)
    },
    flush(callback) {
      callback(null, done ? decoder.end() : held + decoder.end())
    },
  })
}

// The two scripts are the same on every page but for the nonce and the list of preloads: compacted once here,
// not on every render.
const CLICK_HOLDER = compactScript(`(function () {
  var d = document, held = [];
  function hold(event) {
    var target = event.target.closest && event.target.closest("[${EARLY_CLICK_ATTRIBUTE}]");
    if (!target || event.button) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(target) < 0) held.push(target);
    // Should the scripts never arrive, a held link still goes where it points.
    if (target.href) setTimeout(function () { if (target.hasAttribute("${EARLY_CLICK_ATTRIBUTE}")) location.href = target.href; }, 8000);
  }
  // A control carries the marker until it has hydrated: only clicks on marked controls are held.
  d.addEventListener("click", hold, true);
  window.${REPLAY_GLOBAL} = function () {
    held = held.filter(function (target) {
      if (!target.isConnected) return false;
      if (target.hasAttribute("${EARLY_CLICK_ATTRIBUTE}")) return true;
      target.click();
      return false;
    });
  };
})();`)

const PRELOADS = '__PRELOADS__'
const BASE = '__BASE__'
const ASSETS = '/assets/'
const BOOT = compactScript(`(function () {
  var d = document, started = false;
  function boot() {
    if (started) return;
    started = true;
    var inert = d.getElementById("${BOOT_ID}"), base = ${BASE}, hrefs = ${PRELOADS}, i = 0;
    // One preload a task: a script already in the memory cache (in a calculator page's frame, all of them) is
    // compiled as its link is added, and adding them all at once made one long task.
    (function next() {
      if (i < hrefs.length) {
        var link = d.createElement("link");
        link.rel = "modulepreload"; link.href = base + hrefs[i++]; link.nonce = inert.nonce;
        d.head.appendChild(link);
        return setTimeout(next);
      }
      var module = d.createElement("script");
      module.type = "module"; module.nonce = inert.nonce; module.textContent = inert.textContent;
      inert.replaceWith(module);
    })();
  }
  function soon() { setTimeout(boot); }
  function onReach() {
    ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"].forEach(function (type) {
      d.addEventListener(type, boot, { capture: true, passive: true });
    });
  }
  // In a frame of a page of our own site (a calculator page's calculator), that page has booted React already:
  // this frame boots its own once the visitor reaches for it, and shows its server-rendered figures till then
  // (decision 0022). Text typed meanwhile is adopted when it hydrates, clicks are held and replayed.
  var ownFrame = false;
  try { ownFrame = window.parent !== window && window.parent.location.origin === location.origin; } catch (e) {}
  if (ownFrame) return onReach();
  // In a client's page (decision 0036) the frame boots when the visitor reaches for it, or once it has been in
  // sight for ${VISIBLE_BOOT_MS / 1000} s: a calculator far down a busy page costs that page nothing until read.
  if (window.parent !== window && window.IntersectionObserver) {
    onReach();
    var timer;
    return new IntersectionObserver(function (entries) {
      clearTimeout(timer);
      if (entries[entries.length - 1].isIntersecting) timer = setTimeout(boot, ${VISIBLE_BOOT_MS});
    }).observe(d.documentElement);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  // A hidden page paints nothing and would wait for ever.
  if (d.visibilityState !== "visible") return boot();
  if (types.indexOf("paint") < 0) return requestAnimationFrame(soon);
  // Once the browser reports the first contentful paint: one frame later was not always after it on a busy
  // machine, where the paint reached the screen after the scripts had loaded.
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    soon();
  }).observe({ type: "paint", buffered: true });
  d.addEventListener("visibilitychange", boot);
  setTimeout(boot, 3000);
})();`)

function clickHolder(nonce: string) {
  return `<script nonce="${nonce}">${CLICK_HOLDER}</script>`
}

function bootScripts(nonce: string, body: string, preloads: string[]) {
  const inert = `<script nonce="${nonce}" id="${BOOT_ID}" type="text/plain">${compactManifest(body)}</script>`
  // Their folder is written once, not before each of the ~20 files: ~150 bytes less in every page.
  const base = preloads.every((href) => href.startsWith(ASSETS)) ? ASSETS : ''
  const files = preloads.map((href) => href.slice(base.length))
  const boot = BOOT.replace(BASE, () => JSON.stringify(base)).replace(PRELOADS, () => JSON.stringify(files))
  return `${inert}<script nonce="${nonce}">${boot}</script>`
}

const MANIFEST_START = 'window.__reactRouterManifest = '

/** React Router writes the route manifest into the boot module pretty-printed: one line saves ~2 KB a page. */
function compactManifest(body: string) {
  const start = body.indexOf(MANIFEST_START)
  const end = body.indexOf('\n};', start)
  if (start < 0 || end < 0) return body
  try {
    const json = body.slice(start + MANIFEST_START.length, end + 2)
    return `${body.slice(0, start)}${MANIFEST_START}${JSON.stringify(JSON.parse(json))}${body.slice(end + 2)}`
  } catch {
    return body
  }
}
