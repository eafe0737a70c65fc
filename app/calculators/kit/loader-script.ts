import { BRAND_PARAMS } from '../branding'
import { HOST_DOM_EVENT, HOST_EVENTS } from '../host-events'
import { calculators } from '../registry'
import template from './embed-loader.js?raw'

/** Attributes the loader forwards to the embed: branding, then every registered calculator's query parameters. */
export async function forwardedParams(): Promise<string[]> {
  const modules = await Promise.all(calculators.map((calculator) => calculator.load()))
  const names = modules.flatMap((module) => Object.values(module.default.queryNames))
  return [...new Set<string>([...BRAND_PARAMS, ...names])]
}

/** The text of /embed.js: the hand-written loader with the registry's calculators and parameters filled in. */
export async function loaderScript(): Promise<string> {
  const frames = Object.fromEntries(
    calculators.map(({ name, title, frameHeight }) => [name, [title.en, frameHeight]]),
  )
  let script = fill(template, 'calculators', '{}', frames)
  script = fill(script, 'forwarded', '[]', await forwardedParams())
  script = fill(script, 'branding', '[]', BRAND_PARAMS)
  script = fill(script, 'events', '[]', HOST_EVENTS)
  return fill(script, 'domEvent', "''", HOST_DOM_EVENT)
}

function fill(source: string, slot: string, empty: string, value: unknown): string {
  const marker = `/* registry: ${slot} */ ${empty}`
  if (!source.includes(marker)) throw new Error(`embed-loader.js lost its ${slot} slot`)
  return source.replace(marker, JSON.stringify(value))
}
