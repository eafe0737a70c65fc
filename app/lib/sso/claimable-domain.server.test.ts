import { describe, expect, it } from 'vitest'
import { unclaimableDomain } from './claimable-domain.server'

const site = {
  baseUrl: 'https://www.brightline-digital.com',
  mailFrom: 'Brightline <no-reply@mail.brightline.example>',
  adminEmails: ['ops@platform-ops.example'],
}

describe('domains a workspace may not name for single sign-on (issue 43 §1)', () => {
  it('refuses free and public mail providers, also below their registrable domain', () => {
    for (const domain of ['gmail.com', 'yahoo.com', 'outlook.com', 'eu.outlook.com'])
      expect(unclaimableDomain([domain], site)).toContain('public e-mail provider')
  })

  it('refuses a bare public suffix', () => {
    expect(unclaimableDomain(['co.uk'], site)).toContain('public suffix')
  })

  it('refuses the site’s own domains, from BASE_URL and MAIL_FROM', () => {
    expect(unclaimableDomain(['brightline-digital.com'], site)).toContain('this site’s own domain')
    expect(unclaimableDomain(['staff.brightline.example'], site)).toContain('this site’s own domain')
  })

  it('refuses the domain of a platform admin, also below it', () => {
    for (const domain of ['platform-ops.example', 'sso.platform-ops.example'])
      expect(unclaimableDomain([domain], site)).toContain('this site’s administrators')
  })

  it('accepts an institution’s own domains', () => {
    expect(unclaimableDomain(['firstcu.org', 'staff.bank.co.uk'], site)).toBeNull()
  })
})
