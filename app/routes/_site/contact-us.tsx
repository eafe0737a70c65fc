import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/contact-us'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Contact Us', description: 'Contact Us', path: '/contact-us', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Contact Us</h1>
}
