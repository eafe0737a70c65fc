import type { ReactNode } from 'react'

/** The top of a marketing page: its single h1 and a short lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <header className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </header>
  )
}
