import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ChecklistItem } from '~/lib/billing/trial-status'
import { BillingPanel } from './billing-panel'

const overview = (views: number, viewThreshold: 80 | 100 | null, checklist: ChecklistItem[] = []) => ({
  planName: 'Starter',
  phase: { phase: 'none' as const },
  views,
  viewLimit: 10_000,
  viewThreshold,
  checklist,
})

const drawn = (shown: Parameters<typeof BillingPanel>[0]['overview']) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <BillingPanel overview={shown} />
    </MemoryRouter>,
  )

const banner = (html: string) => /<p[^>]*data-testid="views-notice"[^>]*>(.*?)<\/p>/.exec(html)?.[1]

// Issue 44 §3: a banner at 80 % and 100 % of the month's views, for owners (the loader gives the panel to those
// the policy lets see billing; billing-serving.test.ts checks an editor and an approver get none).
describe('the owners’ banner of the month’s views', () => {
  it('says nothing under 80 %', () => {
    expect(banner(drawn(overview(7_999, null)))).toBeUndefined()
  })

  it('warns at 80 %, with the count against the plan and a way to the plans', () => {
    const said = banner(drawn(overview(8_000, 80)))
    expect(said).toContain('8,000 of 10,000 views included this month (80 % or more).')
    expect(said).toContain('href="/pricing-breakdown"')
  })

  it('says at 100 % that the calculators keep serving and the views over the plan are invoiced', () => {
    const said = banner(drawn(overview(12_000, 100)))
    expect(said).toContain('12,000 of 10,000 views included this month.')
    expect(said).toContain('They keep serving every visitor')
    expect(said).toContain('show on your next invoice')
  })

  it('draws nothing for a member the loader gave no overview', () => {
    expect(drawn(null)).toBe('')
  })

  it('offers the sample page beside the embed step, which stays to do', () => {
    const html = drawn(
      overview(0, null, [
        {
          id: 'embed',
          label: 'Embed it on a test page and open that page',
          done: false,
          href: '/workspace/w',
          aside: { label: 'Preview on a sample page', href: '/workspace/w/calculators/c/preview' },
        },
      ]),
    )
    expect(html).toMatch(
      /<a [^>]*href="\/workspace\/w\/calculators\/c\/preview"[^>]*>Preview on a sample page<\/a>/,
    )
    expect(html).toContain('(to do)')
  })
})
