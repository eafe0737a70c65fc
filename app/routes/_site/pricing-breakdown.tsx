import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/pricing-breakdown'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Pricing Breakdown', description: 'Pricing Breakdown', path: '/pricing-breakdown', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Pricing Breakdown</h1>
}
