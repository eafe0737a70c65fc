import { describe, expect, it } from 'vitest'
import { nextCheckDelayMs } from './expiry.server'
import { rateNotes } from './rate-notes'
import {
  addDays,
  inForce,
  isRateParam,
  normaliseRate,
  parseRateEntryForm,
  rateAsOf,
  resolveRateDefaults,
  type ApprovedRate,
} from './rate-sheet'

const version = (number: number, rate: string, effectiveOn: string, expiresOn: string | null = null) =>
  ({ id: `v${number}`, entryId: 'e', number, rate, effectiveOn, expiresOn }) satisfies ApprovedRate

describe('the rate sheet rules', () => {
  it('keeps rates as typed decimals, in percent', () => {
    expect(normaliseRate('6.125%')).toBe('6.125')
    expect(normaliseRate(' 06.50 ')).toBe('6.5')
    expect(normaliseRate('100')).toBe('100')
    for (const bad of ['six', '6.12345', '-1', '101', '1e2', '']) expect(normaliseRate(bad)).toBeUndefined()
  })

  it('picks the newest approved version already effective, and none once it expired', () => {
    const versions = [version(1, '6', '2026-01-01', '2026-12-01'), version(2, '6.5', '2026-06-01')]
    expect(inForce(versions, '2025-12-31')).toBeUndefined()
    expect(inForce(versions, '2026-05-31')?.rate).toBe('6')
    expect(inForce(versions, '2026-06-01')?.rate).toBe('6.5')
    const expiring = [version(1, '6', '2026-01-01'), version(2, '6.5', '2026-02-01', '2026-03-01')]
    expect(inForce(expiring, '2026-02-28')?.rate).toBe('6.5')
    // The expiry date is the first day not shown; the older version does not come back.
    expect(inForce(expiring, '2026-03-01')).toBeUndefined()
  })

  it('resolves linked inputs: the rate in force with its date, or an empty field', () => {
    const approved = [version(1, '6.125', '2026-01-05', '2026-02-01')]
    expect(resolveRateDefaults({ months: '60' }, { rate: 'e' }, approved, '2026-01-20')).toEqual({
      defaults: { months: '60', rate: '6.125' },
      asOf: { rate: '2026-01-05' },
    })
    expect(resolveRateDefaults({ rate: '5' }, { rate: 'e' }, approved, '2026-02-01')).toEqual({
      defaults: { rate: '' },
      asOf: {},
    })
  })

  it('says "Rate as of" in English and Spanish, and not beside a prefilled value', () => {
    expect(rateAsOf('2026-01-05', 'en')).toBe('Rate as of January 5, 2026')
    expect(rateAsOf('2026-01-05', 'es')).toBe('Tasa vigente al 5 de enero de 2026')
    const revision = { defaults: { rate: '6.125' }, rateLinks: { rate: 'e' }, brand: { lang: 'es' } }
    expect(rateNotes({ rate: '2026-01-05' }, revision, new URLSearchParams('rate=6.125'))).toEqual({
      rate: { text: 'Tasa vigente al 5 de enero de 2026' },
    })
    expect(rateNotes({ rate: '2026-01-05' }, revision, new URLSearchParams('rate=4'))).toEqual({})
  })

  it('gives an input whose rate expired a help line while it starts empty, not beside a prefilled value', () => {
    const revision = { defaults: { rate: '' }, rateLinks: { rate: 'e' }, brand: { lang: 'en' } }
    expect(rateNotes({}, revision, new URLSearchParams('rate='))).toEqual({
      rate: { text: 'Enter a rate to see your results.', help: true },
    })
    expect(rateNotes({}, { ...revision, brand: { lang: 'es' } }, new URLSearchParams('rate='))).toEqual({
      rate: { text: 'Escriba una tasa para ver sus resultados.', help: true },
    })
    expect(rateNotes({}, revision, new URLSearchParams('rate=4.5'))).toEqual({})
  })

  it('names the rate inputs by an explicit rule', () => {
    expect(['rate', 'apr', 'newRate', 'pointsRate'].every((param) => isRateParam(param, 'percent'))).toBe(
      true,
    )
    expect(['tax', 'return', 'r1', 'pmi'].some((param) => isRateParam(param, 'percent'))).toBe(false)
    expect(isRateParam('rate', 'money')).toBe(false)
  })

  it('refuses an expiry on or before the effective date, with the message on the expiry field', () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ product: 'A', rate: '5', effectiveOn: '2026-01-05' }))
      form.set(name, value)
    form.set('expiresOn', '2026-01-05')
    expect(parseRateEntryForm(form)).toEqual({
      ok: false,
      errors: { expiresOn: 'Expiry date must be after the effective date.' },
    })
    form.set('expiresOn', addDays('2026-01-05', 1))
    expect(parseRateEntryForm(form)).toMatchObject({ ok: true, value: { expiresOn: '2026-01-06' } })
  })

  it('refuses a day the database cannot store (year 0000) or no rate has (before 1900), as a field message', () => {
    for (const effectiveOn of ['0000-01-01', '0001-01-01']) {
      const form = new FormData()
      for (const [name, value] of Object.entries({
        product: 'A',
        rate: '5',
        effectiveOn,
        expiresOn: '0000-02-01',
      }))
        form.set(name, value)
      expect(parseRateEntryForm(form)).toEqual({
        ok: false,
        errors: {
          effectiveOn: 'Effective date must be a date (yyyy-mm-dd).',
          expiresOn: 'Expiry date must be a date (yyyy-mm-dd).',
        },
      })
    }
  })

  it('checks hourly, and just after each UTC midnight', () => {
    expect(nextCheckDelayMs(Date.parse('2026-01-05T23:59:00Z'))).toBe(61_000)
    expect(nextCheckDelayMs(Date.parse('2026-01-05T12:00:00Z'))).toBe(3_600_000)
  })
})
