import fs from 'node:fs'
import { expect, test } from 'vitest'
import {
  calculatorEventJsonSchema,
  calculatorWebhookEventSchema,
  exampleCalculatorEvent,
  exampleLeadEvent,
  webhookEventJsonSchema,
  webhookEventSchema,
} from './event-schema'

const docs = new URL('../../../docs/webhooks/', import.meta.url)
const read = (name: string) => JSON.parse(fs.readFileSync(new URL(name, docs), 'utf8')) as unknown

// The published schema and example are generated from the zod schema; regenerate them with
// `WRITE_WEBHOOK_DOCS=1 npx vitest run app/lib/webhooks/event-schema.test.ts` after changing it.
test('docs/webhooks holds the JSON Schema of the payload and an example that fits it', () => {
  const example = exampleLeadEvent
  if (process.env.WRITE_WEBHOOK_DOCS) {
    const write = (name: string, value: unknown) =>
      fs.writeFileSync(new URL(name, docs), `${JSON.stringify(value, null, 2)}\n`)
    write('lead-event.schema.json', webhookEventJsonSchema())
    write('lead-created.example.json', example)
    write('calculator-event.schema.json', calculatorEventJsonSchema())
    write('calculator-published.example.json', exampleCalculatorEvent)
  }
  expect(read('lead-event.schema.json')).toEqual(webhookEventJsonSchema())
  expect(read('lead-created.example.json')).toEqual(example)
  expect(webhookEventSchema.parse(example)).toEqual(example)
  expect(read('calculator-event.schema.json')).toEqual(calculatorEventJsonSchema())
  expect(read('calculator-published.example.json')).toEqual(exampleCalculatorEvent)
  expect(calculatorWebhookEventSchema.parse(exampleCalculatorEvent)).toEqual(exampleCalculatorEvent)
})
