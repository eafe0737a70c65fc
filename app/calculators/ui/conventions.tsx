/** "How it is calculated": the conventions a calculator follows, in the visitor's language. */
export function Conventions({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="mt-6 text-sm text-slate-700">
      <h3 className="mb-1 text-base font-semibold text-slate-900">{title}</h3>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
