import { Button } from '~/components/ui/button'

/**
 * The model-risk pack's download (decision 0090): a plain GET form, so it works without script and the
 * browser saves the ZIP. The monitoring period's start defaults to a year before today.
 */
export function ModelRiskPackForm({
  workspaceId,
  since,
  today,
}: {
  workspaceId: string
  since: string
  today: string
}) {
  return (
    <section aria-labelledby="pack-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="pack-heading" className="text-xl font-semibold text-slate-900">
        Model-risk pack
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">
        One ZIP for your model file, made from what the product knows today: the inventory of your calculators
        (method, formulas, engine versions, your ranges), the reference cases and their sources, test results
        and your scenario runs, errata and engine changes since the day you choose, your configuration as
        approved, the controls in place, how to export and leave — and a questionnaire answer sheet (CSV and
        Markdown). Each part is dated and versioned; the manifest is signed with our Ed25519 key, as the
        examiner bundle is. The download is recorded in the audit log.
      </p>
      <form
        method="get"
        action={`/workspace/${workspaceId}/vendor-review/model-risk-pack.zip`}
        className="flex flex-wrap items-end gap-3"
      >
        <label className="grid text-sm">
          Monitoring period starts (UTC day)
          <input
            type="date"
            name="since"
            defaultValue={since}
            max={today}
            required
            className="rounded-lg border border-slate-400 px-3 py-2"
          />
        </label>
        <Button type="submit">Download the model-risk pack (ZIP)</Button>
      </form>
    </section>
  )
}
