import { describe, expect, it } from 'vitest'
import { parseOrigin, prefillSearch } from './revision-form'

describe('the calculator editor form', () => {
  it('accepts only bare origins as allowed sites', () => {
    expect(parseOrigin('https://www.bank.example')).toBe('https://www.bank.example')
    expect(parseOrigin('http://localhost:8080/')).toBe('http://localhost:8080')
    for (const bad of [
      'https://bank.example/path',
      'javascript:alert(1)',
      '*',
      'bank.example',
      "https://a.example'",
      'https://a;b.example',
    ])
      expect([bad, parseOrigin(bad)]).toEqual([bad, undefined])
  })

  it('lets a visitor prefill inputs only within min/max, and never anything but inputs', async () => {
    const revision = { defaults: { rate: '5', principal: '20000' }, limits: { rate: { min: 3, max: 8 } } }
    const search = async (query: string) =>
      Object.fromEntries(await prefillSearch('loan', revision, new URLSearchParams(query)))
    expect(await search('rate=7.5&principal=30000')).toEqual({ rate: '7.5', principal: '30000' })
    expect(await search('rate=9&color=%23ff0000&lang=es')).toEqual({ rate: '5', principal: '20000' })
    expect(await search('rate=abc')).toEqual({ rate: '5', principal: '20000' })
  })
})
