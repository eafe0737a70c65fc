import { expect, test } from 'vitest'
import { parseEndpointForm } from './endpoint-form'

const form = (fields: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

test('the endpoint form takes an https URL, a description and at least one event', () => {
  expect(
    parseEndpointForm(
      form([
        ['url', ' https://hooks.example.com/catch/1 '],
        ['description', ' Zapier '],
        ['events', 'lead.created'],
        ['events', 'lead.updated'],
      ]),
      false,
    ),
  ).toEqual({
    ok: true,
    value: {
      url: 'https://hooks.example.com/catch/1',
      description: 'Zapier',
      events: ['lead.created', 'lead.updated'],
    },
  })
  expect(parseEndpointForm(form([['url', 'http://hooks.example.com/']]), false)).toEqual({
    ok: false,
    errors: { url: 'The URL must start with https://.', events: 'Choose at least one event.' },
  })
  expect(
    parseEndpointForm(
      form([
        ['url', 'http://hooks.example.com/'],
        ['events', 'lead.created'],
      ]),
      true,
    ),
  ).toMatchObject({ ok: true })
  expect(
    parseEndpointForm(
      form([
        ['url', ''],
        ['events', 'lead.deleted'],
      ]),
      false,
    ),
  ).toEqual({
    ok: false,
    errors: { url: 'Enter the URL that receives the events.', events: expect.any(String) },
  })
})
