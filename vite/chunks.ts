import type { Plugin, Rolldown } from 'vite'

// React and React DOM, which every page loads; a published embed (an island, app/islands/) loads nothing else of
// the framework. Vite's preload helper serves every dynamic import: in `site`, it would pull that chunk into the
// embeds; in `router`, it would pull the router into the island.
const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/
// React Router's client: every page but an island.
const router = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/
// What the site layout and nearly every marketing page import; embeds import none of it. The confirmation
// dialog (Radix AlertDialog, ~10 KB) serves workspace pages only: it stays with them. So do the catalogue, the
// legal pages' frame, the page intro, the home page's sections, typing logo and sprite icons, and the responsive
// table: with their pages, not in every page's `site` (~3.5 KB of `/`; the logo was ~1 KB of every other page).
// The fields (`ui/input`) are in `forms`: a client's published embed imports them for its lead form, and took all
// of `site` with them (~7 KB on clients' sites, 2026-11-30).
const site =
  /[\\/]app[\\/](components[\\/](ui[\\/](?!confirm-dialog|responsive-table|input)|marketing[\\/](?!calculator-plans|calculator-catalogue|specialty-section|legal-page|page-intro|home[\\/]|typing-|sprite-icon)|site-header|site-frame|trial-link|site-footer|contact-link|footer-account-links|auth-provider|toaster)|lib[\\/](flash|prefill|scroll|toast))\b/
// Page meta, the early-click helpers, the nonce and the page's flash meta, which the root layout and embeds use
// too: kept out of `site`, which would otherwise take them in as a dependency (root importing one name of `site`
// made every embed load it, ~12 KB). `cn` (one line) too: the fields and `site` both use it.
// The page's path (visitor tools, root) and the island's markers likewise: in `calculator-kit`, with the tools that
// read it, the root would load the kit on every page.
const meta =
  /[\\/]app[\\/]lib[\\/](meta|business|early-clicks|nonce|page-flash|cn|page-path|islands[\\/]island)\b/
// What a page with a form loads: the fields, their wiring, what a visitor did before hydration, the honeypot and
// the fetch that posts a form without the router. One chunk for the contact, order and published lead forms (each
// of these was a file of its own, with its headers: the last two cost a published embed 0.4 KB, 2026-12-01).
const forms =
  /[\\/]app[\\/](components[\\/](forms|ui[\\/]input)|lib[\\/](before-hydration|use-form-post|honeypot))\b/
// What a calculator page needs of the calculators to frame one (decision 0040): the frame's messages and the
// branding parameters it passes on. In `calculator-kit` they would bring its ~21 KB to every calculator page.
const calculatorFrame = /[\\/]app[\\/](calculators[\\/](branding|frame-messages)|lib[\\/]inline-script)\b/
// The code every calculator view shares: one chunk beside each calculator's own.
const calculatorShared =
  /[\\/]app[\\/]calculators[\\/](ui|money|tvm|messages|amortization)\b|[\\/]node_modules[\\/]decimal\.js[\\/]/
// The registry and what resolves a name through it, which every calculator view loads together: one request.
const registry = /[\\/]app[\\/]calculators[\\/](registry|resolve)\b/
// Charts and schedules are left out: they load after the inputs (ui/lazy-results.tsx).
const resultsOnly = /[\\/]calculators[\\/]ui[\\/](svg-chart|schedule-table|csv)\b/
const calculatorKit = (id: string) => calculatorShared.test(id) && !resultsOnly.test(id)
// The contact form and the calculators validate with zod/mini; classic zod never reaches the client
// (vite/client-schemas.ts fails the build if it does).
const schema = /[\\/]app[\\/]lib[\\/]zod-mini\b|[\\/]node_modules[\\/]zod[\\/](mini|v4[\\/](mini|core))[\\/]/

/**
 * Client chunks: rolldown's automatic splitting left ~15 modules of 1–2 KB in files of their own, each a
 * request with its headers, that every page loads together anyway (docs/performance.md has the figures).
 */
export const clientCodeSplitting: Rolldown.OutputOptions['codeSplitting'] = {
  groups: [
    { name: 'react', test: react, priority: 5 },
    { name: 'router', test: router, priority: 4 },
    { name: 'meta', test: meta, priority: 3 },
    { name: 'site', test: site, priority: 2 },
    { name: 'calculator-frame', test: calculatorFrame, priority: 1 },
    { name: 'calculator-kit', test: calculatorKit, priority: 1 },
    { name: 'schema', test: schema, priority: 1 },
    { name: 'forms', test: forms, priority: 1 },
    { name: 'calculator-results', test: resultsOnly, priority: 1 },
    { name: 'registry', test: registry, priority: 1 },
  ],
}

// A group takes in what its modules import (rolldown's default): a `site` module importing calculator code
// would carry it into `site`, and every embed would then load the site's chunk for it (~19 KB gzip; seen when
// the catalogue's specialty section imported the registry through its path helpers).
const calculatorCode = /[\\/]app[\\/]calculators[\\/]/

/** The calculator modules that left code in the `site` chunk (none when the groups hold). */
export function calculatorsInSite(bundle: Rolldown.OutputBundle): string[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.name === 'site'
      ? Object.entries(output.modules)
          .filter(([id, module]) => calculatorCode.test(id) && module.renderedLength > 0)
          .map(([id]) => id)
      : [],
  )
}

/** Fails the client build when calculator code lands in `site` (the embeds' scripts budget, issue 15). */
export function siteWithoutCalculators(): Plugin {
  return {
    name: 'brightline:site-without-calculators',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const found = calculatorsInSite(bundle)
      if (found.length > 0)
        this.error(`calculator code in the site chunk (every embed would load it):\n  ${found.join('\n  ')}`)
    },
  }
}
