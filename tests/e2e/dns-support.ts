import type { Page } from '@playwright/test'
import { dnsZone } from '../support/dns-server'
import { expect } from './fixtures'

/** The owner publishes the TXT records her Single sign-on page shows (in the loopback DNS), then checks them. */
export async function proveDomainByDns(owner: Page) {
  const zone = dnsZone(process.env.E2E_DNS_DIR!)
  const names = await owner.getByTestId('proof-name').allTextContents()
  const values = await owner.getByTestId('proof-value').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  names.forEach((name, index) => zone.publishTxt(name, values[index]!))
  await owner.getByRole('button', { name: 'Check the DNS record' }).click()
  await expect(owner.getByRole('status')).toHaveText(
    'Domain verified: members at the domain may now sign in through your provider.',
  )
  await expect(owner.getByTestId('domain-status')).toContainText('Verified (by its DNS record)')
}
