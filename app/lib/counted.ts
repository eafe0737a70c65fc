/** A count with its noun in the right number: "1 lead", "0 leads", "1,500 views" (English pages only). */
export function counted(n: number, one: string, many = `${one}s`) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
