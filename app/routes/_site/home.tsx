import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Brightline Digital', description: 'Brightline Digital', path: '/', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Brightline Digital</h1>
}
