// `npm run bench:pdf`: the PDF report alone (the same figures `npm run bench` prints among the rest): time to
// download a 30-year mortgage report with its 360-row schedule, its pages and bytes, on the production build.
import { reportPdfTimes } from './report-pdf'
import { buildOnce, printTable, startServer } from './support'

buildOnce()
const server = await startServer()
try {
  printTable('PDF report, 30-year mortgage with its schedule (GET /calculators/mortgage/report.pdf)', [
    await reportPdfTimes(server),
  ])
} finally {
  await server.stop()
}
