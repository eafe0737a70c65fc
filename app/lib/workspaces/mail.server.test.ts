import { describe, expect, it } from 'vitest'
import type { Mail } from '~/lib/mailer.server'
import { workspaceMail } from './mail.server'

describe('workspace e-mails', () => {
  it('show names as text: HTML escaped, line breaks cannot forge lines, nothing sent before the flush', async () => {
    const sent: Mail[] = []
    const mail = workspaceMail({
      mailer: { send: async (m) => void sent.push(m), close: () => {} },
      config: { baseUrl: 'https://calc.example' } as never,
    })
    await mail.invitation({} as never, {
      email: 'new@example.com',
      token: 'tok',
      role: 'approver',
      workspaceName: '<img src=x onerror=alert(1)>\nBcc: victim@example.com',
    })
    expect(sent).toEqual([])
    await mail.flush()
    const [invitation] = sent
    expect(invitation!.subject).not.toMatch(/[\r\n]/)
    expect(invitation!.html).not.toContain('<img')
    expect(invitation!.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(invitation!.text).not.toMatch(/^Bcc:/m)
    expect(invitation!.text).toContain('https://calc.example/workspace/invitations/tok')
  })
})
