import { expect, test } from 'vitest'
import { carriedParams, initialTexts, mergeSearch } from './search-state'

test('initial texts come from the query string, else the defaults', () => {
  expect(
    initialTexts('?principal=10000&rate=8&lang=es', { principal: '25000', rate: '6.5', months: '60' }),
  ).toEqual({
    principal: '10000',
    rate: '8',
    months: '60',
  })
})

test('mergeSearch keeps branding, sets fields and drops removed names', () => {
  expect(
    mergeSearch('?color=%23112233&days=365&deposit=5', { deposit: ' 1000 ', months: '12' }, ['days']),
  ).toBe('?color=%23112233&deposit=1000&months=12')
})

test('carriedParams lists the non-field parameters for hidden inputs', () => {
  expect(carriedParams('?principal=1&lang=es&raise=3', ['principal'])).toEqual([
    ['lang', 'es'],
    ['raise', '3'],
  ])
})

test('carriedParams keeps numbered parameter names (the debt slots b1 … m5) and drops other shapes', () => {
  expect(carriedParams('?b1=4500&r5=7&1b=2&b-1=3&__proto__=x', [])).toEqual([
    ['b1', '4500'],
    ['r5', '7'],
  ])
})
