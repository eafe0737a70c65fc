import { ExternalLink } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { Link } from 'react-router'
import { PageIntro } from '~/components/marketing/page-intro'
import { Button } from '~/components/ui/button'
import { Card, CardTitle } from '~/components/ui/card'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/view-our-work'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'View Our Work',
    description: `Websites and white-label calculators ${business.name} has built for financial businesses.`,
    path: '/view-our-work',
    origin: originFrom(matches),
  })
}

export default function ViewOurWorkPage() {
  return (
    <>
      <PageIntro eyebrow="Portfolio" title="View Our Work">
        <p>A few of the websites and calculators we have built for financial businesses.</p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h2 className="sr-only">Recent projects</h2>
        <ul className="grid gap-8 md:grid-cols-2">
          {business.portfolio.map((project) => (
            <li key={project.url}>
              <Card className="flex h-full flex-col">
                <CardTitle className="text-2xl">{project.name}</CardTitle>
                <p className="mt-1 text-sm font-medium text-brand-700">{project.kind}</p>
                <p className="mt-4 flex-1 text-slate-700">{project.description}</p>
                <a
                  href={project.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Visit {project.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                  <Icon icon={ExternalLink} className="size-4" />
                </a>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-14 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-slate-900">Want a site like these?</h2>
          <p className="mt-2 text-slate-700">See what a custom website with monthly management costs.</p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/pricing-breakdown">Start Your Project Today</Link>
          </Button>
        </div>
      </div>
    </>
  )
}
