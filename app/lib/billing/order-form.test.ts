import { describe, expect, it } from 'vitest'
import { orderErrors, OrderSchema } from './order-form'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from './terms'

const valid = {
  plan: 'growth',
  term: 'annual',
  billingName: 'Pat Accounts',
  billingEmail: 'ap@prairie.example',
  poNumber: '',
  agreementVersion: MASTER_AGREEMENT.version,
  dpaVersion: DATA_PROCESSING_ADDENDUM.version,
  accept: 'on',
  signerName: 'Carol Owner',
}
const errorsOf = (fields: Record<string, string>) => {
  const parsed = OrderSchema.safeParse(fields)
  return parsed.success ? {} : orderErrors(parsed.error.issues)
}

describe('the order form', () => {
  it('takes a complete order, trimmed, a blank PO number as none', () => {
    const parsed = OrderSchema.parse({ ...valid, billingName: '  Pat Accounts ', poNumber: '  ' })
    expect(parsed).toMatchObject({
      plan: 'growth',
      term: 'annual',
      billingName: 'Pat Accounts',
      poNumber: null,
    })
    expect(OrderSchema.parse({ ...valid, poNumber: 'PO-7781' }).poNumber).toBe('PO-7781')
  })

  it('says what is missing: the acceptance, the typed name, the billing contact', () => {
    expect(
      errorsOf({ ...valid, accept: '', signerName: ' ', billingEmail: 'not an address', billingName: '' }),
    ).toEqual({
      accept: 'Tick the box to accept the agreement and the addendum.',
      signerName: 'Your full name is required.',
      billingEmail: 'Enter the billing contact’s e-mail address.',
      billingName: 'Billing contact name is required.',
    })
  })

  it('offers the website plan monthly only, and knows no other plan', () => {
    expect(errorsOf({ ...valid, plan: 'website-management', term: 'monthly' })).toEqual({})
    expect(errorsOf({ ...valid, plan: 'website-management', term: 'annual' })).toEqual({
      term: 'Website Monthly Management is billed monthly only.',
    })
    expect(errorsOf({ ...valid, plan: 'enterprise' }).plan).toBe('Choose a plan.')
  })

  it('refuses terms versions other than the current ones: an order records only what its signer was shown', () => {
    const stale = 'These terms have changed since the form was opened: read them again and sign.'
    expect(errorsOf({ ...valid, agreementVersion: '2025-01-01' })).toEqual({ agreementVersion: stale })
    expect(errorsOf({ ...valid, dpaVersion: '' })).toEqual({ dpaVersion: stale })
  })

  it('bounds every text', () => {
    expect(errorsOf({ ...valid, poNumber: 'x'.repeat(61) }).poNumber).toBe(
      'The PO number must be at most 60 characters.',
    )
    expect(errorsOf({ ...valid, signerName: 'x'.repeat(121) }).signerName).toBe(
      'Your full name must be at most 120 characters.',
    )
  })
})
