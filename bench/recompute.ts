import { calculators, type CalculatorType } from '../app/calculators/registry'

/** Median milliseconds of `run` (after a short warm-up). */
export function medianMs(run: () => unknown, iterations = 200): number {
  const runs = Math.max(1, Math.floor(Number.isFinite(iterations) ? iterations : 1))
  for (let warmup = 0; warmup < Math.min(runs, 50); warmup++) run()
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const middle = Math.floor(runs / 2)
  const upper = times[middle] ?? 0
  return runs % 2 === 1 ? upper : (upper + (times[middle - 1] ?? upper)) / 2
}

/**
 * The longest recompute of a calculator: app/calculators/<name>/heaviest.ts default-exports it (full
 * schedules at their longest usual terms), so every calculator of the registry is measured without a list here.
 */
export async function heaviestRecompute(name: CalculatorType): Promise<() => unknown> {
  const module = (await import(`../app/calculators/${name}/heaviest.ts`)) as { default: () => unknown }
  return module.default
}

/** Median milliseconds of each registry calculator's heaviest recompute, in catalogue order. */
export async function benchCalculators(iterations = 200): Promise<Record<CalculatorType, number>> {
  const entries: [CalculatorType, number][] = []
  for (const { name } of calculators)
    entries.push([name, medianMs(await heaviestRecompute(name), iterations)])
  return Object.fromEntries(entries) as Record<CalculatorType, number>
}
