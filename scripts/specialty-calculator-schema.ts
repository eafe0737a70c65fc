import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { specialtyCalculatorJsonSchema } from '../app/lib/formulas/definition-schema'

// Writes docs/specialty-calculator.schema.json from the zod schema; definition-schema.test.ts fails when the
// committed file is out of date. Run: npm run schema:specialty
const file = fileURLToPath(new URL('../docs/specialty-calculator.schema.json', import.meta.url))
const options = (await resolveConfig(file)) ?? {}
writeFileSync(
  file,
  await format(JSON.stringify(specialtyCalculatorJsonSchema()), { ...options, filepath: file }),
)
console.log(`Wrote ${file}`)
