import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/*
 * Fails when modules of app/, server/ or bench/ import each other in a circle. A circle makes the order in
 * which modules load decide whether a binding is ready (a table referenced before it exists, a guard
 * undefined at start-up), and it hides which module owns a concern. Type-only imports vanish at run time
 * and are not counted; dynamic import() is lazy and is not counted either.
 */
const root = path.resolve(import.meta.dirname, '..')
const roots = ['app', 'server', 'bench']
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
)
const host = ts.createCompilerHost(config.options)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'lighthouse' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
  }
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, config.options, host).resolvedModule
    if (!resolved || resolved.isExternalLibraryImport) return []
    return resolved.resolvedFileName.startsWith(root) ? [path.resolve(resolved.resolvedFileName)] : []
  })
}

const files = roots.flatMap((dir) => sourceFiles(path.join(root, dir)))
const graph = new Map(files.map((file) => [file, runtimeImports(file)]))

// Tarjan's strongly connected components: every component of more than one module is a circle.
const index = new Map<string, number>()
const low = new Map<string, number>()
const stack: string[] = []
const onStack = new Set<string>()
const circles: string[][] = []
let next = 0
function visit(file: string) {
  index.set(file, next)
  low.set(file, next++)
  stack.push(file)
  onStack.add(file)
  for (const target of graph.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target)
      low.set(file, Math.min(low.get(file)!, low.get(target)!))
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
  }
  if (low.get(file) !== index.get(file)) return
  const component: string[] = []
  let member: string
  do {
    member = stack.pop()!
    onStack.delete(member)
    component.push(path.relative(root, member))
  } while (member !== file)
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort())
}
for (const file of graph.keys()) if (!index.has(file)) visit(file)

if (circles.length > 0) {
  console.error(`Import circles (break each by moving the shared piece into its own module):`)
  for (const circle of circles) console.error(`  ${circle.join(' ↔ ')}`)
  process.exit(1)
}
console.log(`No import circles among ${files.length} modules.`)
