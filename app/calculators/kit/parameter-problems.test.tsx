import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { DEFAULT_BRAND } from '../branding'
import { calculators, loadCalculatorModule, type CalculatorType } from '../registry'
import { VisitorKitContext } from './visitor-kit'

/** The page a visitor sees for this query string, with the kit CalculatorView gives every view. */
async function page(name: CalculatorType, search: string): Promise<string> {
  const { Component, headline, parameterProblems } = await loadCalculatorModule(name)
  const kit = { name, headline, today: '2026-01-15', parameterProblems }
  return renderToStaticMarkup(
    <VisitorKitContext.Provider value={kit}>
      <Component initialSearch={search} brand={DEFAULT_BRAND} today="2026-01-15" />
    </VisitorKitContext.Provider>,
  )
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
}

describe('a refused parameter the form has no input for', () => {
  test.each([
    ['retirement', '?raise=50', 'Salary raise each year (%) (raise) to “50”', 'between 0% and 20%'],
    ['retirement', '?percent=150&mode=percent', '(percent) to “150”', 'between 0% and 100%'],
    ['retirement', '?returnAfter=45', '(returnAfter) to “45”', 'between -20% and 30%'],
    ['retirement', '?years=0', '(years) to “0”', 'between 1 and 60'],
    ['retirement', '?mode=weekly', '(mode) to “weekly”', 'a monthly amount or a percentage'],
    ['retirement', '?timing=middle', '(timing) to “middle”', 'start or end of each month'],
    ['loan', '?start=someday', '(start) to “someday”', 'a valid date (yyyy-mm-dd)'],
    ['auto-lease', '?mf=0.9', '(mf) to “0.9”', 'between 0 and 0.01'],
  ] as const)(
    '%s %s: says which parameter, what it accepts, and offers the default',
    async (name, search, says, accepts) => {
      const html = await page(name, search)
      expect(html).not.toContain('Correct the highlighted fields')
      expect(html).toContain(`This page's address sets `)
      expect(html).toContain(says)
      expect(html).toContain(accepts)
      const param = new URLSearchParams(search).keys().next().value ?? ''
      const link = /<a href="(\?[^"]*)"[^>]*>Use the default for /.exec(html)?.[1] ?? ''
      expect(link).not.toBe('')
      expect(new URLSearchParams(link).has(param)).toBe(false)
    },
  )

  test('a highlighted field still says so, beside the refused parameter', async () => {
    const html = await page('retirement', '?raise=50&age=5')
    expect(html).toContain('Correct the highlighted fields')
    expect(html).toContain('(raise) to “50”')
  })
})

describe('every calculator follows the rule (decision 0047)', () => {
  test.each(calculators.map((calculator) => [calculator.name] as const))(
    '%s: each refused parameter without a numeric field is named with its message',
    async (name) => {
      const module = await loadCalculatorModule(name)
      const shown = Object.keys(module.kinds)
      for (const param of Object.values(module.queryNames)) {
        for (const value of ['bogus', '1e12', '-1e12']) {
          const search = new URLSearchParams({ [param]: value })
          const { errors } = module.parseParams(search)
          const refused = Object.values(errors).some(Boolean)
          const problems = module.parameterProblems(search, 'en', shown)
          if (shown.includes(param)) expect(problems).toEqual([])
          else if (refused && problems.length === 0) {
            // Refused because of another input it conflicts with: that input's field is highlighted.
            const fields = Object.keys(errors)
            const params = fields.map((field) => module.queryNames[field])
            expect(params.every((other) => other === undefined || shown.includes(other))).toBe(true)
          }
          for (const problem of problems) {
            expect(problem.param).toBe(param)
            expect(problem.message).not.toMatch(/^[a-z]+\.[a-zA-Z]+\./) // a message, not its key
          }
        }
      }
    },
  )
})
