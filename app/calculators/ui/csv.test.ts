import { expect, test } from 'vitest'
import { buildCsv } from './csv'

test('writes a header row and one line per row with CRLF endings', () => {
  expect(
    buildCsv(
      ['Month', 'Payment'],
      [
        [1, 1037.03],
        [2, 1037.07],
      ],
    ),
  ).toBe('Month,Payment\r\n1,1037.03\r\n2,1037.07\r\n')
})

test('quotes commas, quotes and newlines', () => {
  expect(buildCsv(['a'], [['x,y'], ['say "hi"'], ['two\nlines']])).toBe(
    'a\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
  )
})

test('neutralises spreadsheet formulas and never writes NaN', () => {
  expect(buildCsv(['a', 'b'], [['=HYPERLINK("x")', Number.NaN]])).toBe('a,b\r\n"\'=HYPERLINK(""x"")",\r\n')
})
