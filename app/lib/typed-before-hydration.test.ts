import { describe, expect, it } from 'vitest'
import { typedBeforeHydration } from './typed-before-hydration'

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
