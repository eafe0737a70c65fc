#!/usr/bin/env python3
"""Writes the Python `decimal` cross-check fixtures of two credit-union templates (issue 46 §2).

For the HELOC interest-only draw-then-repayment template and the share-certificate (APY) template, 200 random
input vectors each, as a visitor types them, and the results the template must show, computed here with the
standard library's `decimal` only (50 significant digits, ROUND_HALF_UP) from the templates' written rules —
not from the app's code. app/lib/formulas/template-decimal.test.ts reads the fixtures and compares the engine to
the cent; it never runs Python. Regenerate (and commit both files) after changing a template's rules:

    python3 scripts/template-decimal-fixtures.py
"""

import json
import random
from decimal import ROUND_HALF_UP, Decimal, getcontext
from pathlib import Path

getcontext().prec = 50
SEED = 46
RUNS = 200
OUT = Path(__file__).resolve().parent.parent / 'tests' / 'fixtures' / 'templates'
CENT = Decimal('0.01')


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def shown(value: Decimal) -> str:
    rounded = cents(value)
    return f'{(Decimal(0) if rounded.is_zero() else rounded):.2f}'


def amortize(principal: Decimal, apr_percent: Decimal, months: int):
    """The loans' convention (calculator-references.md): payment rounded half-up to the cent, each month's
    interest rounded, the last payment absorbing the rounding."""
    rate = apr_percent / 1200
    if rate == 0:
        payment = cents(principal / months)
    else:
        payment = cents(principal * rate / (1 - (1 + rate) ** -months))
    balance, interest_total = principal, Decimal(0)
    for period in range(1, months + 1):
        interest = cents(balance * rate)
        interest_total += interest
        owed = balance + interest
        if period == months or owed <= payment:
            break
        balance -= payment - interest
    return payment, interest_total


def heloc_case(rng: random.Random):
    balance = Decimal(rng.randint(1, 100_000_000)) / 100  # $0.01 to $1,000,000
    apr = Decimal(0 if rng.random() < 0.1 else rng.randint(1, 25_000)) / 1000  # 0% (a tenth of cases) to 25%
    draw_months = rng.randint(0, 360)
    repay_months = rng.randint(1, 480)
    interest_only = cents(balance * apr / 100 / 12)
    payment, repay_interest = amortize(balance, apr, repay_months)
    draw_interest = interest_only * draw_months
    inputs = {'balance': float(balance), 'apr': float(apr), 'draw_months': draw_months, 'repay_months': repay_months}
    expected = {
        'interest_only_payment': shown(interest_only),
        'repayment_payment': shown(payment),
        'payment_increase': shown(payment - interest_only),
        'draw_interest': shown(draw_interest),
        'repayment_interest': shown(repay_interest),
        'total_interest': shown(draw_interest + repay_interest),
        'total_paid': shown(balance + draw_interest + repay_interest),
    }
    return {'inputs': inputs, 'expected': expected}


def certificate_case(rng: random.Random):
    deposit = Decimal(rng.randint(1, 100_000_000)) / 100
    rate = Decimal(rng.randint(0, 10_000)) / 1000  # 0% to 10%
    unit = rng.choice([12, 365])
    term = rng.randint(1, 120) if unit == 12 else rng.randint(1, 3650)
    compounding = rng.choice([365, 12, 4, 2, 1])
    maturity = cents(deposit * (1 + rate / 100 / compounding) ** (Decimal(compounding) * term / unit))
    dividends = maturity - deposit
    days = Decimal(term) if unit == 365 else Decimal(term) * 365 / 12
    # Truth in Savings (12 CFR 1030 / 12 CFR 707 appendix A): APY = 100[(1 + interest/principal)^(365/days) − 1]
    apy = ((1 + dividends / deposit) ** (Decimal(365) / days) - 1) * 100
    inputs = {'deposit': float(deposit), 'dividend_rate': float(rate), 'term': term, 'term_unit': unit,
              'compounding': compounding}
    expected = {'maturity_value': shown(maturity), 'dividends_earned': shown(dividends), 'apy': shown(apy)}
    return {'inputs': inputs, 'expected': expected}


def write(name: str, template: str, make) -> None:
    rng = random.Random(f'{SEED}-{name}')
    cases = [make(rng) for _ in range(RUNS)]
    document = {
        'template': template,
        'generator': 'scripts/template-decimal-fixtures.py',
        'seed': SEED,
        'rounding': 'ROUND_HALF_UP, 50 significant digits',
        'cases': cases,
    }
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f'{name}.decimal.json').write_text(json.dumps(document, indent=2, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    write('heloc-interest-only', 'app/lib/formulas/examples/heloc-interest-only.json', heloc_case)
    write('share-certificate', 'app/lib/formulas/examples/share-certificate.json', certificate_case)
