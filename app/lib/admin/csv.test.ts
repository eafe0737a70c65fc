import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe')
    expect(csvCell(null)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."')
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell(' padded')).toBe('" padded"')
  })

  it('makes cells that start like a formula inert', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    )
    expect(csvCell('+1 515 555 0100')).toBe("'+1 515 555 0100")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row, behind a byte-order mark', () => {
    const csv = toCsv(
      ['Name', 'Company'],
      [
        ['Ann', null],
        ['Bob', 'B, Co'],
      ],
    )
    expect(csv).toBe('\uFEFFName,Company\r\nAnn,\r\nBob,"B, Co"\r\n')
  })
})
