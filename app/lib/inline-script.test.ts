import { expect, test } from 'vitest'
import { compactScript } from './inline-script'

test('drops comment lines and indentation, and the script still runs', () => {
  const source = `(function () {
  // A comment of its own.
  var url = "http://example.com/a"; // kept: not a line of its own
    window.result = url.length;
})();`
  const compact = compactScript(source)
  expect(compact).toBe(
    '(function () {\nvar url = "http://example.com/a"; // kept: not a line of its own\nwindow.result = url.length;\n})();',
  )
  const scope: { result?: number } = {}
  new Function('window', compact)(scope)
  expect(scope.result).toBe(20)
})
