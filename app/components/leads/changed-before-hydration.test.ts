import { describe, expect, it } from 'vitest'
import { changedBeforeHydration } from './changed-before-hydration'

// As React 19 leaves a server-rendered control it hydrates: the visitor's value kept, the default set to
// what the server rendered.
const text = (value: string, defaultValue = value) => ({ type: 'text', value, defaultValue })
const box = (type: string, checked: boolean, defaultChecked = checked) => ({ type, checked, defaultChecked })
const select = (...options: [selected: boolean, defaultSelected: boolean][]) => ({
  type: 'select-one',
  options: options.map(([selected, defaultSelected]) => ({ selected, defaultSelected })),
})

describe('changedBeforeHydration', () => {
  it('is false for a calculator as the server rendered it', () => {
    expect(
      changedBeforeHydration([text('25000'), box('radio', true), select([true, true], [false, false])]),
    ).toBe(false)
  })

  it('sees text typed, a choice ticked or another option selected before hydration', () => {
    expect(changedBeforeHydration([text('25000'), text('300000', '25000')])).toBe(true)
    expect(changedBeforeHydration([box('checkbox', true, false)])).toBe(true)
    expect(changedBeforeHydration([select([false, true], [true, false])])).toBe(true)
  })

  it('ignores a slider, a date or a number field, whose value the browser clamps or clears by itself', () => {
    expect(changedBeforeHydration([{ type: 'range', value: '100', defaultValue: '150' }])).toBe(false)
    expect(changedBeforeHydration([{ type: 'date', value: '', defaultValue: '2026-02-30' }])).toBe(false)
    expect(changedBeforeHydration([{ type: 'number', value: '', defaultValue: '1e' }])).toBe(false)
    expect(changedBeforeHydration([{ type: 'hidden', value: 'a', defaultValue: 'a' }])).toBe(false)
  })
  it('compares a text area as written', () => {
    expect(changedBeforeHydration([{ type: 'textarea', value: 'hi', defaultValue: '' }])).toBe(true)
  })
})
