export const PRICING_PATH = '/pricing-breakdown'
