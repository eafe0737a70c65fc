import { describe, expect, it } from 'vitest'
import { leadMail, type LeadMailPayload } from './mail.server'

const question = 'Which of our products would you consider for this loan, if any, and for how long?'
const payload: LeadMailPayload = {
  to: 'loans@harbor.example',
  calculatorName: 'Pay off debts',
  lead: {
    workspaceId: 'ws-1',
    name: 'Grace Visitor',
    email: 'grace.visitor.with.a.rather.long.address@home-example-domain.example',
    phone: '',
    preferredTime: '',
    message: '',
    pageUrl: 'https://www.harbor-credit.example/loans/debt-consolidation/calculators/pay-off-debts-faster',
    customFields: [
      { key: 'product', label: question, value: 'Home equity line of credit, variable rate' },
      { key: 'member', label: 'I am already a member', value: true },
    ],
    snapshot: {
      type: 'debt-payoff',
      lang: 'en',
      inputs: {},
      results: [{ label: 'Avalanche: months to debt-free', value: '22 (1 year 10 months)' }],
      labelledInputs: [],
    },
  },
}

describe('the lead e-mail to the client’s team', () => {
  it('lists the custom answers under their labels, in the text and the HTML', () => {
    const mail = leadMail('https://calculators.example', payload)
    expect(mail.text).toContain(`${question}: Home equity line of credit, variable rate`)
    expect(mail.text).toContain('I am already a member: Yes')
    expect(mail.html).toContain(question)
    expect(mail.replyTo).toBe(payload.lead.email)
  })

  // Seen at 390 px: a long address or page URL widened the mail past the screen, and an answer sat halfway
  // down beside its label when the client's question took four lines.
  it('top-aligns each answer with its label and wraps long words instead of widening the mail', () => {
    const { html } = leadMail('https://calculators.example', payload)
    const cells = html.match(/<t[hd]\b[^>]*>/g) ?? []
    expect(cells.length).toBeGreaterThan(8)
    for (const cell of cells) {
      expect(cell).toContain('vertical-align:top')
      expect(cell).toContain('overflow-wrap:anywhere')
    }
    expect(html).toMatch(/^<div style="max-width:640px;/)
  })
})
