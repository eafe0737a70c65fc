import type { CalculatorExample } from '../kit/example'

// Regulation DD, appendix A: $1,000 at 5.25% compounded daily for 365 days earns $53.90, APY 5.39%.
export default {
  search: 'deposit=1000&rate=5.25&days=365&compounding=daily',
  results: ['$53.90', '$1,053.90', '5.39%'],
} satisfies CalculatorExample
