import { business } from '~/lib/business'
import { SpriteIcon } from '../sprite-icon'

const questions = [
  {
    question: 'What does “white-label” mean?',
    answer:
      'The calculators carry your brand, not ours: your colours, your fonts and your wording. Your visitors see them as part of your website.',
  },
  {
    question: 'Do I need a developer to add a calculator to my site?',
    answer:
      'No. Once your team approves the design, we set the calculators up on your site for you, whoever built it.',
  },
  {
    question: 'Can you build a calculator we do not see here?',
    answer:
      'Yes. Loan, CD and retirement calculators are ready today, and specialty calculators can be requested. Tell us what your clients need to work out.',
  },
  {
    question: 'How much does a website cost?',
    answer:
      'Monthly Management is $65 per month and includes maintenance, updates and priority support. A single-purchase website is quoted for your project. See the pricing page for details.',
  },
  {
    question: 'Are the calculators financial advice?',
    answer:
      'No. They give estimates from the figures a visitor enters, to help start a conversation with you, the professional.',
  },
  {
    question: 'Where are you based?',
    answer: `${business.city}, ${business.state}. We work with businesses across the United States by phone, e-mail and video call.`,
  },
]

export function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="faq-title" className="text-center text-3xl font-bold text-slate-900 md:text-4xl">
          Frequently Asked Questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {questions.map(({ question, answer }) => (
            <details key={question} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {question}
                <SpriteIcon
                  name="chevron-down"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
