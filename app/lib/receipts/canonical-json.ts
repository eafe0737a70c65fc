/**
 * Canonical JSON of a receipt: object keys sorted by code unit, no whitespace, strings and numbers as
 * JSON.stringify writes them. The same value always gives the same bytes, which is what is signed.
 * Values with toJSON (a Decimal) are written as that JSON; undefined members are left out.
 */
export function canonicalJson(value: unknown): string {
  const json: unknown =
    value !== null && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function'
      ? (value.toJSON as () => unknown)()
      : value
  if (Array.isArray(json)) return `[${json.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (json !== null && typeof json === 'object') {
    const entries = Object.entries(json)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`
  }
  if (typeof json === 'number' && !Number.isFinite(json)) throw new RangeError('Receipts hold finite numbers')
  return JSON.stringify(json)
}
