// The PDF report of a 30-year mortgage (issue 25 §2: ≤ 300 ms), timed end to end on the production server:
// capture of the calculator's view, the PDF with its 360-row tagged schedule, and the response. Its pages
// and bytes too (issue 33 §1: ~9 pages; decision 0044).
import { cpuMs, loadAverage } from './post-load'
import type { RunningServer } from './support'

const MORTGAGE_30_YEARS = 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6'

/** The page count pdfkit writes in the document's page tree. */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1')
  return Number(/\/Type \/Pages\n\/Count (\d+)/.exec(text)?.[1] ?? 0)
}

/**
 * Median and slowest ms of `runs` sequential downloads (after two warm-ups), the server's CPU ms per PDF (which
 * other load on the machine disturbs far less than the wall time), the PDF's pages and size.
 */
export async function reportPdfTimes(server: RunningServer, runs = 15) {
  const url = `${server.origin}/calculators/mortgage/report.pdf?${MORTGAGE_30_YEARS}`
  let pdf = new Uint8Array()
  const times: number[] = []
  let cpuBefore = 0
  for (let index = 0; index < runs + 2; index++) {
    if (index === 2) cpuBefore = cpuMs(server.process.pid!)
    const start = performance.now()
    const response = await fetch(url)
    if (!response.ok) throw new Error(`report.pdf answered ${response.status}`)
    pdf = new Uint8Array(await response.arrayBuffer())
    if (index >= 2) times.push(performance.now() - start)
  }
  const cpuPerPdf = (cpuMs(server.process.pid!) - cpuBefore) / runs
  times.sort((a, b) => a - b)
  return {
    'median ms': Math.round(times[Math.floor(times.length / 2)] ?? 0),
    'max ms': Math.round(times.at(-1) ?? 0),
    'server CPU ms': Math.round(cpuPerPdf),
    load: loadAverage(),
    pages: pdfPageCount(pdf),
    'PDF bytes': pdf.byteLength,
  }
}
