import type { ReactNode } from 'react'

/** A full-width closing call to action on a dark brand background. */
export function CtaBand({
  title,
  children,
  actions,
}: {
  title: string
  children?: ReactNode
  actions: ReactNode
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-title" className="text-3xl font-bold md:text-4xl">
          {title}
        </h2>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{children}</div> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">{actions}</div>
      </div>
    </section>
  )
}
