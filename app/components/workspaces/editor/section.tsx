import type { ReactNode } from 'react'

/** One titled group of the editor form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}
