import { CodeSnippet } from '~/components/calculators/code-snippet'

/** A new or rotated signing secret, shown this once: it is not in any page the workspace loads later. */
export function SecretOnce({ secret }: { secret: { value: string; rotated: boolean } }) {
  return (
    <section
      aria-labelledby="secret-once"
      className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-4"
      data-testid="secret-once"
    >
      <h2 id="secret-once" className="font-semibold text-slate-900">
        {secret.rotated ? 'Your new signing secret' : 'Your signing secret'}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Copy it into your receiver now: it will not be shown again.
        {secret.rotated
          ? ' The previous secret keeps signing beside it for 24 hours, so switch within a day.'
          : ''}
      </p>
      <div className="mt-3">
        <CodeSnippet label="Signing secret" code={secret.value} />
      </div>
    </section>
  )
}
