import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rolesThatMay } from '~/lib/access/policy'
import { controlsOf } from './controls'
import { renderPart } from './document'
import { evidencePart, inventoryPart, monitoringPart, testingPart } from './model-parts'
import { exitPart, implementationPart, securityPart } from './operation-parts'
import { facts, loanCalculator, run, WORKSPACE_ID } from './test-facts'

const markdown = (definition: Parameters<typeof renderPart>[0], given = facts()) =>
  renderPart(definition, given).markdown

describe('every part', () => {
  it('is dated and versioned in its header and in its JSON twin', () => {
    const part = renderPart(testingPart, facts())
    expect(part.markdown).toContain('Generated: 2026-11-29T05:00:00.000Z (UTC) by olive@bank.example')
    expect(part.markdown).toContain('Document: model-risk/testing@1')
    expect(part.markdown).toContain(`Prairie Credit Union (${WORKSPACE_ID})`)
    expect(part.json).toMatchObject({
      format: 'model-risk/testing@1',
      generatedAt: '2026-11-29T05:00:00.000Z',
    })
  })
})

describe('a workspace without calculators', () => {
  it('gets every part, each saying there is nothing rather than failing', () => {
    const empty = facts({ calculators: [], members: [] })
    for (const part of [
      inventoryPart,
      evidencePart,
      testingPart,
      monitoringPart,
      implementationPart,
      securityPart,
      exitPart,
    ])
      expect(markdown(part, empty)).toMatch(/^# /)
    expect(markdown(inventoryPart, empty)).toContain('## Calculators in use\n\n_None._')
  })
})

describe('the model inventory', () => {
  it('lists each calculator with its engine version, formulas, configured ranges and guarantees', () => {
    const text = markdown(inventoryPart)
    expect(text).toContain('| Consumer loans | loan | 1 | 3 | published |')
    expect(text).toContain('| Monthly payment | P · r ÷ (1 − (1 + r)^−n) | $158.34 |')
    expect(text).toContain('| Loan amount | principal | 25000 | 1000 to 50000 |')
    expect(text).toContain('| Interest rate | rate | 6.5 | the calculator’s own bounds (not narrowed) |')
    expect(text).toContain('The payments repay the principal to the cent.')
    expect(text).toMatch(/40 significant digits, rounding half-up/)
  })

  it('says plainly where the method is not written in words, and that a specialty has no property tests', () => {
    const text = markdown(inventoryPart)
    expect(text).toContain('Not yet written out in words for this calculator')
    expect(text).toContain('A loan whose rate steps up each year.')
    expect(text).toContain('Not applicable: a specialty definition is checked by its worked examples only.')
  })
})

describe('the developmental evidence', () => {
  it('cites every reference case with its source and section', () => {
    const text = markdown(evidencePart)
    expect(text).toContain(
      '| Regulation Z example | Monthly payment | $53.90 | 12 CFR 1026 (Regulation Z), Appendix J | (c)(5) |',
    )
    expect(text).toContain('Calculator reference values (calculator-references.md)')
  })
})

describe('testing', () => {
  it('gives the ledger’s counts, names a failed case, and the bank’s runs', () => {
    const text = markdown(testingPart, facts({ runs: [run()] }))
    expect(text).toContain('| Consumer loans | 1 of 2 | 200 | 600 | 600 | 0 | numpy-financial |')
    expect(text).toContain('Consumer loans: A case that fails — expected $10.00, computed $10.01')
    expect(text).toContain('none: a specialty definition has no independent implementation')
    expect(text).toMatch(/\| run-1 \| Consumer loans \| 1 \| upload \| 50 \| 47 \| 3 \| 0 \|/)
  })

  it('says “not yet” when the bank has run nothing', () => {
    expect(markdown(testingPart)).toContain('Not yet: no scenario file has been run in this workspace.')
  })
})

describe('ongoing monitoring', () => {
  it('keeps the errata, engine changes and re-runs of the period only', () => {
    const rerun = run({
      id: 'run-2',
      reason: 'engine-change',
      rerunOf: 'run-1',
      engineVersion: 2,
      ranAt: '2026-11-20T00:00:00.000Z',
    })
    const old = run({
      id: 'run-0',
      reason: 'engine-change',
      rerunOf: 'run-x',
      ranAt: '2025-12-01T00:00:00.000Z',
    })
    const given = facts({
      calculators: [loanCalculator({ type: 'credit-card-payoff', name: 'Cards', engineVersion: 3 })],
      runs: [rerun, old, run()],
    })
    const text = markdown(monitoringPart, given)
    expect(text).toContain('Period: from 2026-01-01 to 2026-11-29.')
    expect(text).toContain('The first minimum payment could exceed what is owed')
    expect(text).not.toContain('An older correction')
    expect(text).toContain('| Cards | 3 | 2026-11-27 → 3 |')
    expect(text).toContain('| run-2 | run-1 |')
    expect(text).not.toContain('run-0')
  })

  it('says “none” for a quiet period', () => {
    const text = markdown(monitoringPart, facts({ errata: [] }))
    expect(text.match(/None in the period\./g)).toHaveLength(2)
  })
})

describe('implementation', () => {
  it('shows the configuration as approved and by whom, with the client’s text made inert', () => {
    const text = markdown(implementationPart)
    expect(text).toContain(
      '| Consumer loans | 3 | published | ann@bank.example | 2026-10-01 | Spanish | on, to 2 recipient(s) | https://bank.example |',
    )
    expect(text).toContain('| Ladder loans | 1 | draft | not yet approved | — | English |')
    expect(text).toContain('Rate links: rate ← Auto loan 60 months')
    expect(text).toContain('Rates from \\<script\\>First Bank\\</script\\>.')
    expect(text).not.toContain('<script>')
    expect(text).toContain('- ann@bank.example (approver)')
    expect(text).not.toContain('ed@bank.example (editor)')
  })
})

describe('security and operations', () => {
  it('says “not yet” for encryption at rest and backups on PGlite, and for HTTPS on a plain address', () => {
    const controls = controlsOf(facts())
    const status = Object.fromEntries(controls.map((control) => [control.id, control.status]))
    expect(status).toMatchObject({
      'encryption-at-rest': 'not yet',
      backups: 'not yet',
      'encryption-in-transit': 'not yet',
      'two-factor': 'available, not turned on',
      'audit-chain': 'in place',
    })
    const text = markdown(securityPart)
    expect(text).toContain('Not yet: the embedded database (PGlite) writes plain files')
    expect(text).toContain(
      '42 entries, hash-chained; checked when this pack was made: intact; signed daily anchors, the last on 2026-11-28',
    )
  })

  it('states what is turned on: required two-factor, SSO, HTTPS, PostgreSQL', () => {
    const given = facts({
      workspace: { ...facts().workspace, requireTwoFactor: true, leadRetentionDays: 90 },
      sso: { protocol: 'SAML 2.0', required: true, trustProviderMfa: false, domainProved: 'dns' },
      platform: { ...facts().platform, database: 'postgres', baseUrl: 'https://calc.example' },
    })
    const status = Object.fromEntries(controlsOf(given).map((control) => [control.id, control.status]))
    expect(status).toMatchObject({
      'two-factor': 'in place',
      sso: 'in place',
      retention: 'in place',
      'encryption-in-transit': 'in place',
    })
    const text = markdown(securityPart, given)
    expect(text).toContain('SAML 2.0, domain proved by dns; passwords of the domain refused (SSO required)')
    expect(text).toContain('The database is PostgreSQL: disk encryption is the hosting operator’s')
    expect(text).toContain('Leads are deleted 90 days after they arrive.')
  })

  it('names a broken audit chain', () => {
    const given = facts({
      audit: {
        entries: 5,
        intact: false,
        firstBreak: 'entry 3: its content does not match its hash',
        anchors: 0,
        lastAnchor: null,
      },
    })
    expect(markdown(securityPart, given)).toContain('BROKEN at entry 3: its content does not match its hash')
  })

  it('cites only decision records that exist', () => {
    const records = fs.readdirSync('docs/decisions').map((name) => name.slice(0, 4))
    for (const control of controlsOf(facts()))
      for (const number of control.decisions) expect(records).toContain(number)
  })
})

describe('contingency and exit', () => {
  it('lists each export with the roles the policy gives it, and says the deletion at the end is not yet built', () => {
    const text = markdown(exitPart)
    expect(text).toContain(
      `/workspace/${WORKSPACE_ID}/leads.csv (Leads page) | ${rolesThatMay('leads.export').join(', ')} |`,
    )
    expect(text).toContain(`| ${rolesThatMay('archive.export').join(', ')} |`)
    expect(text).toContain('Not yet a product function: the product cannot delete a workspace.')
    expect(text).toContain('The audit log’s entries are kept 7 years and archived states 2 years')
  })
})
