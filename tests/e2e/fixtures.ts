import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Fails the test on any browser console error or CSP violation, the way a careful reviewer would. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      // Chromium reports some CSP violations (an eval probe, say) only as DevTools issues, not in the console.
      const devtools = await page.context().newCDPSession(page)
      devtools.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue')
          errors.push(`CSP violation: ${JSON.stringify(issue.details)}`)
      })
      await devtools.send('Audits.enable')
      await use(errors)
      expect(errors, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}
