import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import loanMeta from '../loan/meta'
import { CurrentSearchContext, DisclosureContext, DisclosureNote } from './disclosure-note'
import type { Figure } from './calculator-shell'

const template = 'Payment of {payment} at an annual percentage rate (APR) of {apr}.'

function shown(figures: readonly Figure[] | undefined, search: string) {
  return renderToStaticMarkup(
    <DisclosureContext.Provider value={{ template, declaration: loanMeta.disclosure }}>
      <CurrentSearchContext.Provider value={search}>
        <DisclosureNote lang="en" figures={figures} />
      </CurrentSearchContext.Provider>
    </DisclosureContext.Provider>,
  )
}

// Issue 33 §3: a disclosure never quotes an input the calculator refused.
test('a refused input is never quoted: the disclosure shows with valid results only', () => {
  expect(shown(undefined, '?principal=25000&rate=99&months=60')).toBe('')
})

test('with valid results the disclosure quotes them and the inputs it reads', () => {
  const figures: Figure[] = [{ label: 'Monthly payment', value: '$489.15', main: true, fills: 'payment' }]
  const text = shown(figures, '?principal=25000&rate=6.5&months=60')
  expect(text).toContain('Payment of $489.15')
  expect(text).toContain('(APR) of 6.5%')
})
