import { describe, expect, it } from 'vitest'
import { chosenBeforeHydration, typedBeforeHydration } from './typed-before-hydration'

const form = (fields: Record<string, { value: string; defaultValue: string }>) => ({
  elements: { namedItem: (name: string) => fields[name] ?? null },
})

describe('text typed before the page hydrated', () => {
  it('is the fields whose text differs from what the server rendered, and only those asked for', () => {
    const page = form({
      firstName: { value: 'Early', defaultValue: '' },
      lastName: { value: '', defaultValue: '' },
      message: { value: 'Prefilled by the server', defaultValue: 'Prefilled by the server' },
      email: { value: 'cleared', defaultValue: 'server@example.com' },
      other: { value: 'not asked', defaultValue: '' },
    })
    expect(typedBeforeHydration(page, ['firstName', 'lastName', 'message', 'email', 'missing'])).toEqual({
      firstName: 'Early',
      email: 'cleared',
    })
  })

  it('is nothing without a form (not rendered yet)', () => {
    expect(typedBeforeHydration(null, ['firstName'])).toEqual({})
  })
})

describe('a choice made before the page hydrated', () => {
  const group = (value: string, options: [checked: boolean, defaultChecked: boolean][]) =>
    Object.assign(
      options.map(([checked, defaultChecked]) => ({ checked, defaultChecked })),
      { value },
    )
  const formWith = (plan: unknown) => ({
    elements: { namedItem: (name: string) => (name === 'plan' ? plan : null) },
  })

  it('is the option checked when it is not the one the server rendered', () => {
    expect(
      chosenBeforeHydration(
        formWith(
          group('growth', [
            [false, true],
            [true, false],
          ]),
        ),
        'plan',
      ),
    ).toBe('growth')
  })

  it('is null when the visitor chose nothing, or for a group not in the form', () => {
    expect(
      chosenBeforeHydration(
        formWith(
          group('starter', [
            [true, true],
            [false, false],
          ]),
        ),
        'plan',
      ),
    ).toBeNull()
    expect(chosenBeforeHydration(formWith(null), 'plan')).toBeNull()
    expect(chosenBeforeHydration(null, 'plan')).toBeNull()
  })
})
