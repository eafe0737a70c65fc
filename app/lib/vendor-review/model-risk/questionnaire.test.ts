import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readCsv } from '~/lib/vendor-review/csv-read'
import { PART_DEFINITIONS } from './pack.server'
import { answerSheet, answerSheetCsv, answerSheetMarkdown } from './questionnaire'
import { facts, run } from './test-facts'

const answerTo = (sheet: ReturnType<typeof answerSheet>, question: RegExp) => {
  const found = sheet.find((each) => question.test(each.question))
  if (!found) throw new Error(`no question ${question}`)
  return found.answer
}

describe('the questionnaire answer sheet', () => {
  const sheet = answerSheet(facts())

  it('answers 40 to 60 questions across the domains a bank asks about, each resting on a part or a record', () => {
    expect(sheet.length).toBeGreaterThanOrEqual(40)
    expect(sheet.length).toBeLessThanOrEqual(60)
    expect(new Set(sheet.map((each) => each.id)).size).toBe(sheet.length)
    for (const domain of [
      'Access control',
      'Authentication',
      'Logging',
      'Change management',
      'Data retention and deletion',
      'Backups',
      'Encryption',
      'Sub-processors',
      'Incident response',
      'Business continuity',
      'Model validation',
      'Accessibility',
    ])
      expect(sheet.map((each) => each.domain)).toContain(domain)
    const parts = PART_DEFINITIONS.map((part) => part.file)
    const records = fs.readdirSync('docs/decisions').map((name) => name.slice(0, 4))
    for (const each of sheet) {
      expect(each.answer.length, each.id).toBeGreaterThan(10)
      expect(
        parts.some((part) => each.basis.includes(part)) || /docs\/|decision/.test(each.basis),
        `${each.id} rests on ${each.basis}`,
      ).toBe(true)
      for (const number of each.basis.match(/\b\d{4}\b/g) ?? []) expect(records, each.id).toContain(number)
    }
  })

  it('says “not yet” plainly where it is so, and “yes” only where the facts show it', () => {
    expect(answerTo(sheet, /encrypted at rest/)).toMatch(/^Not yet: the embedded database \(PGlite\)/)
    expect(answerTo(sheet, /backups taken and tested/)).toMatch(/^Not yet: /)
    for (const each of sheet) expect(each.answer, each.id).not.toMatch(/Not yet\. Not yet/)
    expect(answerTo(sheet, /incident response plan/)).toMatch(/^Not yet/)
    expect(answerTo(sheet, /end of the contract/)).toMatch(/^Not yet/)
    expect(answerTo(sheet, /enforced for all users/)).toMatch(/^No, not turned on/)
    expect(answerTo(sheet, /Can SSO be required/)).toMatch(
      /^Not applicable until single sign-on is connected/,
    )
    expect(answerTo(sheet, /its own scenarios/)).toContain('not yet used in this workspace')
    expect(answerTo(sheet, /independent reference values/)).toBe(
      'Yes, and not all pass: 2 of 4 reference cases with cited sources pass; the failures are listed in 03-testing.',
    )

    const strict = answerSheet(
      facts({
        workspace: { ...facts().workspace, requireTwoFactor: true },
        runs: [run()],
        sso: { protocol: 'OpenID Connect', required: true, trustProviderMfa: false, domainProved: 'admin' },
      }),
    )
    expect(answerTo(strict, /enforced for all users/)).toMatch(/^Yes\. Required of every member/)
    expect(answerTo(strict, /Can SSO be required/)).toMatch(/^Yes\./)
    expect(answerTo(strict, /its own scenarios/)).toBe(
      'Yes. 1 runs in this workspace, the newest on 2026-11-01, each signed.',
    )
  })

  it('writes a CSV a spreadsheet reads back as the same rows, and a Markdown table', () => {
    const parsed = readCsv(answerSheetCsv(sheet))
    if (!parsed.ok) throw new Error(parsed.message)
    const rows = parsed.records
    expect(rows[0]!.cells).toEqual(['id', 'domain', 'question', 'answer', 'basis'])
    expect(rows).toHaveLength(sheet.length + 1)
    expect(rows[1]!.cells).toEqual([
      sheet[0]!.id,
      sheet[0]!.domain,
      sheet[0]!.question,
      sheet[0]!.answer,
      sheet[0]!.basis,
    ])
    const markdown = answerSheetMarkdown(facts(), sheet)
    expect(markdown).toContain('Document: model-risk/questionnaire@1')
    expect(markdown.split('\n').filter((line) => line.startsWith('| Q'))).toHaveLength(sheet.length)
  })
})
