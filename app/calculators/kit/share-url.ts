import { BRAND_PARAMS } from '../branding'

/*
 * The URLs of the visitor tools (docs/decisions/0028-visitor-tools.md). Pure functions: the view, the
 * loader script's twin (embed-loader.js) and the tests share them.
 */

/** Each saved scenario of the comparison is one `scenario` parameter: the inputs' query string, encoded. */
export const SCENARIO_PARAM = 'scenario'
export const MAX_SCENARIOS = 3
const MAX_SCENARIO_LENGTH = 500

/**
 * Parameters an embed's address uses for itself: branding, the saved scenarios, the frame's height and, on a
 * client's page, the page a lead came from. No input is named so: a specialty definition's are checked.
 */
export const EMBED_PARAMS: readonly string[] = [...BRAND_PARAMS, SCENARIO_PARAM, 'height', 'page']

/** The fragment the loader adds to a frame's address: the client's page, where a shared link must lead. */
export const HOST_FRAGMENT = 'bl-host'

/** On a client's page the inputs travel in one parameter per calculator: bl_<name> or bl_<publicId>. */
export function hostParamName(key: string): string {
  return `bl_${key}`
}

/** The saved scenarios of a query string (at most three, each a query string without '?'). */
export function scenariosOf(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(SCENARIO_PARAM)
    .filter((scenario) => scenario.length > 0 && scenario.length <= MAX_SCENARIO_LENGTH)
    .slice(0, MAX_SCENARIOS)
}

/** `search` with its scenarios replaced by `scenarios`. */
export function withScenarios(search: string, scenarios: readonly string[]): string {
  const params = new URLSearchParams(search)
  params.delete(SCENARIO_PARAM)
  for (const scenario of scenarios.slice(0, MAX_SCENARIOS)) params.append(SCENARIO_PARAM, scenario)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The inputs of one scenario: the query string without branding, scenarios and the frame's own height. */
export function scenarioOf(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of [...BRAND_PARAMS, SCENARIO_PARAM, 'height']) params.delete(name)
  return params.toString()
}

/** The client's page the loader passed in the frame's fragment, if any (http(s) only). */
export function hostFromFragment(hash: string): URL | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(HOST_FRAGMENT)
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The link that reopens the calculator with `search` (inputs, scenarios, branding):
 * - on a client's page (the loader's frame): that page, with the inputs and scenarios in bl_<key> and
 *   without branding (the client's embed code sets it);
 * - elsewhere (our pages, the plain embed): `page` (origin and path) with the whole query string.
 */
export function shareUrl(options: { search: string; page: string; host?: URL | undefined; key: string }) {
  const { search, page, host, key } = options
  if (host) {
    const url = new URL(host)
    const params = new URLSearchParams(search)
    for (const name of [...BRAND_PARAMS, 'height']) params.delete(name)
    url.searchParams.delete(hostParamName(key))
    const inputs = params.toString()
    if (inputs) url.searchParams.set(hostParamName(key), inputs)
    url.hash = ''
    return url.toString()
  }
  const params = new URLSearchParams(search)
  params.delete('height')
  const query = params.toString()
  return `${page}${query ? `?${query}` : ''}`
}

/**
 * The scenarios of a published calculator's query string, each taken the way its inputs are (`clamp`: within
 * the client's min/max, else the revision's default), so a shared comparison cannot leave the client's limits.
 */
export async function clampedScenarios(
  query: URLSearchParams,
  clamp: (inputs: URLSearchParams) => Promise<URLSearchParams>,
) {
  return Promise.all(
    scenariosOf(`?${query.toString()}`).map(async (scenario) =>
      (await clamp(new URLSearchParams(scenario))).toString(),
    ),
  )
}
