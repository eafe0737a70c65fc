import { getServices } from '~/lib/services.server'
import { scenarioColumns } from '~/lib/vendor-review/columns'
import { resultFileName } from '~/lib/vendor-review/result-csv'
import { findRun } from '~/lib/vendor-review/runs.server'
import { reviewCalculator } from '~/lib/vendor-review/targets.server'
import { templateCsv } from '~/lib/vendor-review/template'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import type { Route } from './+types/vendor-review-file'

const CSV = 'text/csv; charset=utf-8'

function attachment(body: string | Uint8Array, type: string, name: string) {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * A vendor review's files, for the same members as its page ('vendor_review.run'); the same 404 for anyone
 * else's run or calculator. A run's files are served exactly as stored when it ran, so each detached
 * signature (`.sig`, raw 64 bytes) verifies its file (decision 0083).
 */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'vendor_review.run')
  const { db } = getServices(args.context)
  const { calculatorId, runId, file } = args.params
  if (calculatorId) {
    if (file !== 'template.csv') throw notFound()
    const calculator = await reviewCalculator(db, access.workspace.id, calculatorId)
    if (!calculator) throw notFound()
    const columns = await scenarioColumns(
      calculator.type,
      calculator.revision.defaults,
      new Date().toISOString().slice(0, 10),
    )
    const name = `${calculator.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-scenarios.csv`
    return attachment(templateCsv(columns), CSV, name || 'scenarios.csv')
  }
  const run = await findRun(db, access.workspace.id, runId)
  if (!run) throw notFound()
  const facts = { id: run.id, ranAt: run.ranAt.toISOString() }
  const csvName = resultFileName(facts, 'csv')
  const pdfName = resultFileName(facts, 'pdf')
  const binary = 'application/octet-stream'
  switch (file) {
    case 'result.csv':
      return attachment(run.resultCsv, CSV, csvName)
    case 'result.csv.sig':
      return attachment(Buffer.from(run.resultCsvSignature, 'base64'), binary, `${csvName}.sig`)
    case 'result.pdf':
      return attachment(Buffer.from(run.resultPdf, 'base64'), 'application/pdf', pdfName)
    case 'result.pdf.sig':
      return attachment(Buffer.from(run.resultPdfSignature, 'base64'), binary, `${pdfName}.sig`)
    case 'scenarios.csv':
      return attachment(run.inputCsv, CSV, run.fileName || 'scenarios.csv')
    default:
      throw notFound()
  }
}
