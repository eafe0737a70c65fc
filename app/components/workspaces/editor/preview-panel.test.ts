import { expect, test } from 'vitest'
import type { CalculatorRevision } from '~/db/schema'
import { SHIPPED_CONSENT, SHIPPED_DISCLOSURES } from '~/lib/disclosures/default-texts'
import { fillCompany } from '~/lib/leads/lead-text'
import { previewOf } from './preview-panel'

const defaultTexts = {
  disclosure: SHIPPED_DISCLOSURES.general,
  consent: SHIPPED_CONSENT,
  company: 'Alpha Bank',
}
// A revision saved in English with the defaults, as Save copied them in.
const latest = {
  brand: { color: '#0f766e', accent: '#fbbf24', font: 'system', lang: 'en' },
  defaults: {},
  rateLinks: {},
  disclosure: SHIPPED_DISCLOSURES.general.en,
  lead: { enabled: true, cta: '', consent: fillCompany(SHIPPED_CONSENT.en, 'Alpha Bank'), recipients: [] },
  display: { chart: true, schedule: true },
  limits: {},
} as unknown as CalculatorRevision

const fields = (changes: Record<string, string>) => ({
  lang: 'en',
  disclosure: latest.disclosure,
  'lead.enabled': 'on',
  'lead.consent': latest.lead.consent,
  ...changes,
})

// Issue 48 §3: switched to Spanish, the preview showed the English consent line and disclosure until Save.
test('switched to Spanish before Save, the preview shows the Spanish defaults Save will store', () => {
  const preview = previewOf('loan', [], latest, fields({ lang: 'es' }), defaultTexts, [])
  expect(preview.lead?.consent).toBe(fillCompany(SHIPPED_CONSENT.es, 'Alpha Bank'))
  expect(preview.view.disclosure).toBe(SHIPPED_DISCLOSURES.general.es)
})

test('a consent line and a disclosure of the client’s own stay as typed in either language', () => {
  const own = { 'lead.consent': 'Call me, Alpha Bank.', disclosure: 'Rates from Alpha Bank.' }
  const preview = previewOf('loan', [], latest, fields({ lang: 'es', ...own }), defaultTexts, [])
  expect(preview.lead?.consent).toBe('Call me, Alpha Bank.')
  expect(preview.view.disclosure).toBe('Rates from Alpha Bank.')
})
