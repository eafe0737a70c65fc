import { describe, expect, test } from 'vitest'
import { validateContact } from './schema'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Please tell me about your loan calculator.',
}

describe('ContactMessageSchema', () => {
  test('accepts a complete message and trims every value', () => {
    const result = validateContact({
      ...valid,
      firstName: '  Ada ',
      email: ' ada@example.com ',
      message: `  ${valid.message}\n`,
    })
    expect(result).toEqual({ success: true, data: valid })
  })

  test('company is optional: absent, empty, blank or null all mean none', () => {
    for (const company of [undefined, '', '   ', null]) {
      const result = validateContact({ ...valid, company })
      expect(result.success && result.data.company).toBe(undefined)
    }
  })

  test('an empty form shows the spec messages word for word', () => {
    expect(validateContact({ firstName: '', lastName: ' ', email: '', company: '', message: '' })).toEqual({
      success: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters long',
      },
    })
  })

  test('missing or wrongly typed fields get the same field messages, never a generic one', () => {
    expect(validateContact({ firstName: 42, email: ['a@b.co'], message: { text: 'hello there' } })).toEqual({
      success: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters long',
      },
    })
    expect(validateContact({ ...valid, company: 7 })).toEqual({
      success: false,
      errors: { company: 'Company must be text' },
    })
  })

  test.each(['plainaddress', 'a@b', 'a b@example.com', '@example.com', 'ada@example..com'])(
    'rejects the e-mail %j',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({
        success: false,
        errors: { email: 'Please enter a valid email address' },
      })
    },
  )

  test('NUL characters, which PostgreSQL cannot store, are dropped', () => {
    const result = validateContact({ ...valid, firstName: 'A\u0000da', message: `${valid.message}\u0000` })
    expect(result).toEqual({ success: true, data: valid })
  })

  test('the message needs 10 characters after trimming', () => {
    expect(validateContact({ ...valid, message: '   123456789   ' }).success).toBe(false)
    expect(validateContact({ ...valid, message: '1234567890' }).success).toBe(true)
  })

  test('upper bounds: names 100, e-mail 254, company 200, message 5,000 characters', () => {
    const at = (length: number) => 'x'.repeat(length)
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(
      validateContact({
        ...valid,
        firstName: at(100),
        lastName: at(100),
        email: email(254),
        company: at(200),
        message: at(5000),
      }).success,
    ).toBe(true)
    expect(
      validateContact({
        ...valid,
        firstName: at(101),
        lastName: at(101),
        email: email(255),
        company: at(201),
        message: at(5001),
      }),
    ).toEqual({
      success: false,
      errors: {
        firstName: 'First name must be at most 100 characters',
        lastName: 'Last name must be at most 100 characters',
        email: 'Email must be at most 254 characters',
        company: 'Company must be at most 200 characters',
        message: 'Message must be at most 5,000 characters',
      },
    })
  })
})
