// The PDF report of a 30-year mortgage (issue 25 §2: ≤ 300 ms), timed end to end on the production server:
// capture of the calculator's view, the PDF with its 360-row tagged schedule, and the response.
import type { RunningServer } from './support'

const MORTGAGE_30_YEARS = 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6'

/** Median ms of `runs` sequential downloads (after two warm-ups), and the PDF's size. */
export async function reportPdfTimes(server: RunningServer, runs = 15) {
  const url = `${server.origin}/calculators/mortgage/report.pdf?${MORTGAGE_30_YEARS}`
  let bytes = 0
  const times: number[] = []
  for (let index = 0; index < runs + 2; index++) {
    const start = performance.now()
    const response = await fetch(url)
    if (!response.ok) throw new Error(`report.pdf answered ${response.status}`)
    bytes = (await response.arrayBuffer()).byteLength
    if (index >= 2) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { 'median ms': Math.round(times[Math.floor(times.length / 2)] ?? 0), 'PDF bytes': bytes }
}
