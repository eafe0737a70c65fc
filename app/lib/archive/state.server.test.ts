import { describe, expect, it } from 'vitest'
import { startOf, type DescribedState } from './state.server'

// A state whose words changed (decision 0092) began when the workspace switched them, not at its publish.
describe('where a state whose wording changed begins', () => {
  const published = new Date('2026-11-20T10:00:00Z')
  const switched = new Date('2026-11-28T15:30:00Z')
  const state = {
    stateKey: 'revision:r1;brand:abc;wording:credit-union',
    beganAt: published,
    brandSavedAt: null,
    wordingSavedAt: switched,
  } as DescribedState

  it('begins at the switch when the wording is what differs from the state before', () => {
    expect(startOf(state, 'revision:r1;brand:abc')).toEqual(switched)
  })

  it('keeps its own start when the wording is unchanged, or when nothing was live before', () => {
    expect(startOf(state, 'revision:r0;brand:abc;wording:credit-union')).toEqual(published)
    expect(startOf(state, null)).toEqual(published)
  })
})
