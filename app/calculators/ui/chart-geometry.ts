/** Room for the axis labels, in px; the chart is drawn at its rendered width, twice as wide as high. */
export const chartMargins = { left: 56, right: 12, top: 12, bottom: 28 } as const
/** The width drawn before the chart is measured (server rendering), and the narrowest drawn. */
export const DEFAULT_CHART_WIDTH = 480
export const MIN_CHART_WIDTH = 240

/**
 * A readable value axis for data up to `value`: a round step (1, 2, 2.5, 5 × 10^n) giving about five
 * gridlines, and the first multiple of it at or above `value` as the top (3 to 5 steps, never 25 % above).
 */
export function niceScale(value: number): { max: number; step: number } {
  if (!Number.isFinite(value) || value <= 0) return { max: 1, step: 0.25 }
  const rough = value / 5
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * magnitude >= rough * (1 - 1e-9)) ?? 10
  const step = factor * magnitude
  // The tolerance keeps floating-point noise (0.5 / 0.1 = 5.000000000000001) from adding a step.
  return { max: Math.ceil(value / step - 1e-9) * step, step }
}

/**
 * An axis for whole counts (views, leads) up to `value`: a whole step (1, 2, 5 × 10^n, or 25 × 10^n) giving at
 * most five steps, so every gridline is a count someone can have (never 2.5 views). Nothing counted: 0 and 1.
 */
export function wholeCountScale(value: number): { max: number; step: number } {
  if (!Number.isFinite(value) || value <= 0) return { max: 1, step: 1 }
  const top = Math.ceil(value)
  const rough = top / 5
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(rough)))
  const factors = magnitude >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10]
  const step = Math.max(1, (factors.find((factor) => factor * magnitude >= rough) ?? 10) * magnitude)
  return { max: Math.ceil(top / step) * step, step }
}

/** About `wanted` evenly spaced indexes of 0..count-1, always including the first and last. */
export function tickIndexes(count: number, wanted: number): number[] {
  if (count <= 1) return [0]
  const stride = Math.max(1, Math.ceil((count - 1) / (wanted - 1)))
  const indexes: number[] = []
  for (let index = 0; index < count - 1; index += stride) indexes.push(index)
  if (count - 1 - (indexes.at(-1) ?? 0) < stride / 2 && indexes.length > 1) indexes.pop()
  indexes.push(count - 1)
  return indexes
}

/** SVG path data through the points, one decimal place (keeps the markup small). */
export function linePath(
  values: readonly number[],
  x: (index: number) => number,
  y: (value: number) => number,
) {
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`)
    .join(' ')
}

/** At most `limit` evenly spaced items of a long series, keeping the first and the last. */
export function sample<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items]
  const result: T[] = []
  const step = (items.length - 1) / (limit - 1)
  for (let i = 0; i < limit; i++) result.push(items[Math.round(i * step)] as T)
  return result
}
