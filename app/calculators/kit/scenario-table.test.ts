import { describe, expect, test } from 'vitest'
import { loadCalculatorModule } from '../registry'
import { compareScenarios } from './scenario-table'

describe('compare scenarios', () => {
  test('each scenario’s figures are the calculator’s own headline; differing inputs are listed', async () => {
    const module = await loadCalculatorModule('mortgage')
    const kit = { headline: module.headline, today: '2026-11-25' }
    const scenarios = ['price=300000&down=30000&rate=7&years=30', 'price=300000&down=30000&rate=7&years=15']
    const inputs = [
      { name: 'price', label: 'Price', format: (text: string) => `$${text}` },
      { name: 'years', label: 'Years', format: (text: string) => text },
    ]
    const { inputRows, figureRows, differences } = compareScenarios(kit, 'en', scenarios, inputs)
    expect(inputRows).toEqual([
      { label: 'Price', values: ['$300000', '$300000'] },
      { label: 'Years', values: ['30', '15'] },
    ])
    expect(differences).toEqual(['Years: 30 vs 15'])
    const headlines = scenarios.map((scenario) =>
      module.headline(new URLSearchParams(scenario), 'en', kit.today),
    )
    for (const [index, headline] of headlines.entries())
      for (const figure of headline)
        expect(figureRows.find((row) => row.label === figure.label)?.values[index]).toBe(figure.value)
  })

  test('a scenario the calculator refuses shows "Not available", in the visitor’s language', async () => {
    const module = await loadCalculatorModule('mortgage')
    const kit = { headline: module.headline, today: '2026-11-25' }
    const { figureRows, differences } = compareScenarios(
      kit,
      'es',
      ['years=30', 'price=1000&down=1000'],
      [{ name: 'down', label: 'Entrada', format: (text) => text }],
    )
    expect(figureRows.every((row) => row.values[1] === 'No disponible')).toBe(true)
    expect(differences).toEqual(['Entrada:  frente a 1000'])
  })
})
