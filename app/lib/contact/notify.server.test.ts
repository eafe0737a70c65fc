import { describe, expect, test } from 'vitest'
import { ownerNotification, visitorAddress } from './notify.server'

const message = {
  id: '5a4c3a4e-0000-4000-8000-000000000001',
  createdAt: new Date('2025-07-10T15:00:00Z'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines & <Co>',
  message: 'Hello <script>alert("x")</script>\nSecond line',
}

describe('the owner notification', () => {
  test('goes to the owner only, with the visitor as Reply-To', () => {
    const mail = ownerNotification(message, 'owner@example.com')
    expect(mail.to).toBe('owner@example.com')
    expect(mail.replyTo).toBe('"Ada Lovelace" <ada@example.com>')
    expect(mail.subject).toBe('New contact message')
  })

  test('carries every field in the text body', () => {
    const { text } = ownerNotification(message, 'owner@example.com')
    for (const value of [
      'Ada',
      'Lovelace',
      'ada@example.com',
      'Engines & <Co>',
      message.message,
      message.id,
    ]) {
      expect(text).toContain(value)
    }
  })

  test('escapes what the visitor wrote in the HTML body', () => {
    const { html } = ownerNotification(message, 'owner@example.com')
    expect(html).not.toContain('<script>')
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('Engines &amp; &lt;Co&gt;')
  })

  test('nothing the visitor typed can add a header line or break the address', () => {
    const hostile = { ...message, firstName: 'Eve\r\nBcc: victim@example.com', lastName: '"<x>\\' }
    const mail = ownerNotification(hostile, 'owner@example.com')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.replyTo).not.toMatch(/[\r\n]/)
    expect(visitorAddress(hostile)).toBe('"Eve Bcc: victim@example.com x" <ada@example.com>')
  })

  test('a line break in a name cannot forge a line of the text body', () => {
    const forged = {
      ...message,
      firstName: 'Eve\nEmail: boss@example.com',
      lastName: 'X\r\nReceived: 1999-01-01\u2028Company: Bank',
      company: 'Acme\vCorp\u0085',
    }
    const lines = ownerNotification(forged, 'owner@example.com').text.split('\n')
    expect(lines.filter((line) => line.startsWith('Email: '))).toEqual(['Email: ada@example.com'])
    expect(lines.filter((line) => line.startsWith('Received: '))).toEqual([
      'Received: 2025-07-10T15:00:00.000Z',
    ])
    expect(lines).toContain('First name: Eve Email: boss@example.com')
    expect(lines).toContain('Last name: X Received: 1999-01-01 Company: Bank')
    expect(lines).toContain('Company: Acme Corp')
    expect(lines.filter((line) => /^Company: /.test(line))).toHaveLength(1)
    // The message keeps its own lines: it comes after its label, on lines of its own.
    expect(lines.slice(lines.indexOf('Message:') + 1, -2)).toEqual(message.message.split('\n'))
  })

  test('says so when no company was given', () => {
    expect(ownerNotification({ ...message, company: null }, 'owner@example.com').text).toContain(
      'Company: (none)',
    )
  })
})
