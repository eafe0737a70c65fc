import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/retirement-calculator'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Retirement Calculator', description: 'Retirement Calculator', path: '/embed/retirement-calculator', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Retirement Calculator</h1>
}
