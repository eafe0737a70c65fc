import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/retirement'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Retirement Calculator', description: 'Retirement Calculator', path: '/calculators/retirement', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Retirement Calculator</h1>
}
