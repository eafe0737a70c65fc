import { calculatorReport, OUR_NAME } from '~/lib/reports/report.server'
const mb = (n: number) => Math.round(n / 2 ** 20)
const show = (label: string) => { const m = process.memoryUsage(); console.log(label, 'rss', mb(m.rss), 'heapTotal', mb(m.heapTotal), 'heapUsed', mb(m.heapUsed), 'external', mb(m.external), 'ab', mb(m.arrayBuffers)) }
show('start')
const search = '?principal=300000&rate=6.5&years=30&extra=0'
for (let i = 0; i < 17; i++) {
  await calculatorReport({ type: 'mortgage' as never, search, brand: {} as never, brandName: OUR_NAME, source: undefined as never, today: '2026-11-30', signing: undefined as never })
  if (i === 0 || i === 16) show(`after ${i + 1}`)
}
globalThis.gc?.(); show('after gc')
