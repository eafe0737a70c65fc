import { describe, expect, test } from 'vitest'
import { prefillSearch } from '~/lib/workspaces/revision-form'
import {
  clampedScenarios,
  hostFromFragment,
  hostParamName,
  scenarioOf,
  scenariosOf,
  shareUrl,
  withScenarios,
} from './share-url'

describe('share link', () => {
  test('on our pages and the plain embed: the page with the whole query string, without the frame height', () => {
    const url = shareUrl({
      search: '?price=250000&years=15&lang=es&height=auto',
      page: 'https://calc.example/calculators/mortgage',
      key: 'mortgage',
    })
    expect(url).toBe('https://calc.example/calculators/mortgage?price=250000&years=15&lang=es')
  })

  test('on a client’s page: that page, its own parameters kept, the inputs in bl_<name> without branding', () => {
    const host = hostFromFragment(
      `#bl-host=${encodeURIComponent('https://cu.example/rates?tab=home&bl_mortgage=old#top')}`,
    )
    const search = withScenarios('?price=250000&years=15&color=%23ff0000&height=auto', ['years=30'])
    const url = new URL(
      shareUrl({ search, page: 'https://calc.example/embed/mortgage-calculator', host, key: 'mortgage' }),
    )
    expect(url.origin + url.pathname).toBe('https://cu.example/rates')
    expect(url.searchParams.get('tab')).toBe('home')
    expect(url.hash).toBe('')
    const inputs = new URLSearchParams(url.searchParams.get(hostParamName('mortgage')) ?? '')
    // Round trip: what the loader forwards to the frame is what the visitor had.
    expect(inputs.get('price')).toBe('250000')
    expect(inputs.get('years')).toBe('15')
    expect(inputs.getAll('scenario')).toEqual(['years=30'])
    expect(inputs.has('color')).toBe(false)
    expect(inputs.has('height')).toBe(false)
  })

  test('a fragment that is not a web page is ignored', () => {
    expect(hostFromFragment(`#bl-host=${encodeURIComponent('javascript:alert(1)')}`)).toBeUndefined()
    expect(hostFromFragment('#bl-host=not a url')).toBeUndefined()
    expect(hostFromFragment('')).toBeUndefined()
  })
})

describe('scenarios in the URL', () => {
  test('round trip: each scenario one parameter, at most three, inputs only', () => {
    const scenarios = [scenarioOf('?price=300000&years=30&lang=es&scenario=x'), 'price=300000&years=15']
    expect(scenarios[0]).toBe('price=300000&years=30')
    const search = withScenarios('?price=1&lang=es', scenarios)
    expect(scenariosOf(search)).toEqual(scenarios)
    expect(new URLSearchParams(search).get('lang')).toBe('es')
    expect(scenariosOf(withScenarios('', ['a=1', 'a=2', 'a=3', 'a=4']))).toEqual(['a=1', 'a=2', 'a=3'])
  })

  test('published calculators: every scenario is kept within the client’s min/max', async () => {
    const revision = {
      defaults: { price: '400000', years: '30' },
      limits: { years: { min: 10, max: 20 } },
    } as unknown as Parameters<typeof prefillSearch>[1]
    const query = new URLSearchParams(withScenarios('', ['price=250000&years=15', 'years=40']))
    const clamped = await clampedScenarios(query, (inputs) => prefillSearch('mortgage', revision, inputs))
    expect(clamped.map((scenario) => new URLSearchParams(scenario).get('years'))).toEqual(['15', '30'])
    expect(new URLSearchParams(clamped[0]).get('price')).toBe('250000')
  })
})
