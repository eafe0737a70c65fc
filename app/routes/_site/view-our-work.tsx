import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/view-our-work'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'View Our Work', description: 'View Our Work', path: '/view-our-work', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">View Our Work</h1>
}
