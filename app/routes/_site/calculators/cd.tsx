import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/cd'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'CD Calculator', description: 'CD Calculator', path: '/calculators/cd', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">CD Calculator</h1>
}
