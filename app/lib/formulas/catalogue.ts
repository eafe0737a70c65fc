/** Every function of the language with its argument counts (minimum, maximum), as in Excel. */
export const FUNCTION_ARITY: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['IF', [2, 3]],
  ['MIN', [1, 30]],
  ['MAX', [1, 30]],
  ['ABS', [1, 1]],
  ['ROUND', [2, 2]],
  ['ROUNDUP', [2, 2]],
  ['ROUNDDOWN', [2, 2]],
  ['PMT', [3, 5]],
  ['PV', [3, 5]],
  ['FV', [3, 5]],
  ['NPER', [3, 5]],
  ['RATE', [3, 6]],
  ['EFFECT', [2, 2]],
  ['NOMINAL', [2, 2]],
  ['BALANCE', [4, 4]],
  ['PERIODSTOGOAL', [4, 4]],
  ['DEPOSITFORGOAL', [4, 4]],
])

/** Words that read as constants, not names: a definition cannot use them as ids. */
export const CONSTANTS: ReadonlyMap<string, string> = new Map([
  ['TRUE', '1'],
  ['FALSE', '0'],
])
