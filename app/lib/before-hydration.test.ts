import { describe, expect, it } from 'vitest'
import {
  boxTickedBeforeHydration,
  changedBeforeHydration,
  chosenBeforeHydration,
  fieldTypedBeforeHydration,
  typedBeforeHydration,
} from './before-hydration'

// As React 19 leaves a server-rendered control it hydrates: the visitor's value kept, the default set to
// what the server rendered.
const text = (value: string, defaultValue = value, type = 'text') => ({ type, value, defaultValue })
const box = (type: string, checked: boolean, defaultChecked = checked) => ({ type, checked, defaultChecked })
const select = (...options: [selected: boolean, defaultSelected: boolean][]) => ({
  type: 'select-one',
  options: options.map(([selected, defaultSelected]) => ({ selected, defaultSelected })),
})
const form = (fields: Record<string, unknown>) => ({
  elements: { namedItem: (name: string) => fields[name] ?? null },
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
    expect(changedBeforeHydration([text('100', '150', 'range')])).toBe(false)
    expect(changedBeforeHydration([text('', '2026-02-30', 'date')])).toBe(false)
    expect(changedBeforeHydration([text('', '1e', 'number')])).toBe(false)
    expect(changedBeforeHydration([text('a', 'b', 'hidden')])).toBe(false)
  })

  it('compares a text area and an e-mail address as written', () => {
    expect(changedBeforeHydration([text('hi', '', 'textarea')])).toBe(true)
    expect(changedBeforeHydration([text('ana@example.com', '', 'email')])).toBe(true)
  })
})

describe('text typed before the page hydrated', () => {
  it('is the fields whose text differs from what the server rendered, and only those asked for', () => {
    const page = form({
      firstName: text('Early', ''),
      lastName: text('', ''),
      message: text('Prefilled by the server', 'Prefilled by the server', 'textarea'),
      email: text('cleared', 'server@example.com', 'email'),
      other: text('not asked', ''),
    })
    expect(typedBeforeHydration(page, ['firstName', 'lastName', 'message', 'email', 'missing'])).toEqual({
      firstName: 'Early',
      email: 'cleared',
    })
  })

  it('leaves out a field the browser changes by itself, such as a number it cleared', () => {
    expect(typedBeforeHydration(form({ seats: text('', '1e', 'number') }), ['seats'])).toEqual({})
  })

  it('is nothing without a form (not rendered yet)', () => {
    expect(typedBeforeHydration(null, ['firstName'])).toEqual({})
  })

  it('is the option chosen in a select when it is not the one the server rendered', () => {
    const link = (value: string, ...options: [boolean, boolean][]) => ({ ...select(...options), value })
    const page = form({ chosen: link('rate-1', [false, true], [true, false]), kept: link('', [true, true]) })
    expect(typedBeforeHydration(page, ['chosen', 'kept'])).toEqual({ chosen: 'rate-1' })
  })
})

describe('text typed into one field held by reference before the page hydrated', () => {
  it('is its text, or the option chosen in a select, when it differs from what the server rendered', () => {
    expect(fieldTypedBeforeHydration(text('Early car loan', 'Loan payment'))).toBe('Early car loan')
    expect(fieldTypedBeforeHydration({ ...select([false, true], [true, false]), value: 'monthly' })).toBe(
      'monthly',
    )
  })

  it('is undefined for a field as the server rendered it, one the browser changes by itself, or a box', () => {
    expect(fieldTypedBeforeHydration(text('Loan payment'))).toBeUndefined()
    expect(fieldTypedBeforeHydration(text('', '1e', 'number'))).toBeUndefined()
    expect(fieldTypedBeforeHydration({ ...box('checkbox', true, false), value: 'on' })).toBeUndefined()
    expect(fieldTypedBeforeHydration(null)).toBeUndefined()
  })
})

describe('a checkbox ticked or cleared before the page hydrated', () => {
  it('is its new state when it differs from what the server rendered, and null when it does not', () => {
    expect(boxTickedBeforeHydration(box('checkbox', true, false))).toBe(true)
    expect(boxTickedBeforeHydration(box('checkbox', false, true))).toBe(false)
    expect(boxTickedBeforeHydration(box('checkbox', true))).toBeNull()
    expect(boxTickedBeforeHydration(box('radio', true, false))).toBeNull()
    expect(boxTickedBeforeHydration(null)).toBeNull()
  })
})

describe('a choice made before the page hydrated', () => {
  const group = (value: string, options: [checked: boolean, defaultChecked: boolean][]) =>
    Object.assign(
      options.map(([checked, defaultChecked]) => box('radio', checked, defaultChecked)),
      { value },
    )

  it('is the option checked when it is not the one the server rendered', () => {
    const chosen = group('growth', [
      [false, true],
      [true, false],
    ])
    expect(chosenBeforeHydration(form({ plan: chosen }), 'plan')).toBe('growth')
  })

  it('is null when the visitor chose nothing, or for a group not in the form', () => {
    const unchanged = group('starter', [
      [true, true],
      [false, false],
    ])
    expect(chosenBeforeHydration(form({ plan: unchanged }), 'plan')).toBeNull()
    expect(chosenBeforeHydration(form({}), 'plan')).toBeNull()
    expect(chosenBeforeHydration(null, 'plan')).toBeNull()
  })
})
