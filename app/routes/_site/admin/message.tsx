import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/message'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Message', description: 'Message', path: '/admin', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Message</h1>
}
