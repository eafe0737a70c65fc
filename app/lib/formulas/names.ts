import type { Expression } from './parser'

/** The names a formula refers to, lower-cased, each once. */
export function namesIn(expression: Expression, into = new Set<string>()): Set<string> {
  switch (expression.type) {
    case 'name':
      into.add(expression.name.toLowerCase())
      break
    case 'negate':
    case 'percent':
      namesIn(expression.operand, into)
      break
    case 'binary':
      namesIn(expression.left, into)
      namesIn(expression.right, into)
      break
    case 'call':
      for (const argument of expression.args) namesIn(argument, into)
      break
    case 'number':
    case 'omitted':
      break
  }
  return into
}

/** A cycle in a dependency graph as the path that closes it (a → b → a), or undefined when there is none. */
export function findCycle(dependencies: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const done = new Set<string>()
  const path: string[] = []
  const onPath = new Set<string>()
  const visit = (node: string): string[] | undefined => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node]
    if (done.has(node)) return undefined
    onPath.add(node)
    path.push(node)
    for (const next of dependencies.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    onPath.delete(node)
    done.add(node)
    return undefined
  }
  for (const node of dependencies.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return undefined
}
