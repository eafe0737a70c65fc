import { Link } from 'react-router'

/** The site's 404 page: the catch-all route and any public page whose subject does not exist show it. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  )
}

export const notFoundMeta = [
  { title: 'Page not found | Brightline Digital' },
  { name: 'robots', content: 'noindex' },
]
