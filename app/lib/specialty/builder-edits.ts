import { newInput, newResult, type BuilderState, type Placeholder } from './builder-model'

// The builder's list edits, as pure functions of its state: worked examples keep one value per input and per
// result, so adding or removing an input or a result adds or removes that column of every example.

type ListPart = 'inputs' | 'formulas' | 'results' | 'examples'

/** The state with the `index`th item of one of its four lists replaced by `edit` of it. */
export function editAt<Part extends ListPart>(
  state: BuilderState,
  part: Part,
  index: number,
  edit: (item: BuilderState[Part][number]) => BuilderState[Part][number],
): BuilderState {
  const list = state[part] as BuilderState[Part][number][]
  return { ...state, [part]: list.map((item, at) => (at === index ? edit(item) : item)) }
}

export function addInput(state: BuilderState): BuilderState {
  return {
    ...state,
    inputs: [...state.inputs, newInput()],
    examples: state.examples.map((example) => ({ ...example, inputs: [...example.inputs, ''] })),
  }
}

export function removeInput(state: BuilderState, index: number): BuilderState {
  return {
    ...state,
    inputs: state.inputs.filter((_, at) => at !== index),
    examples: state.examples.map((example) => ({
      ...example,
      inputs: example.inputs.filter((_, at) => at !== index),
    })),
  }
}

export function addFormula(state: BuilderState): BuilderState {
  return { ...state, formulas: [...state.formulas, { name: '', formula: '' }] }
}

export function removeFormula(state: BuilderState, index: number): BuilderState {
  return { ...state, formulas: state.formulas.filter((_, at) => at !== index) }
}

export function addResult(state: BuilderState, formula = ''): BuilderState {
  const first = state.results.length === 0
  return {
    ...state,
    results: [...state.results, { ...newResult(formula), headline: first }],
    examples: state.examples.map((example) => ({ ...example, expected: [...example.expected, ''] })),
  }
}

export function removeResult(state: BuilderState, index: number): BuilderState {
  return {
    ...state,
    results: state.results.filter((_, at) => at !== index),
    examples: state.examples.map((example) => ({
      ...example,
      expected: example.expected.filter((_, at) => at !== index),
    })),
  }
}

/** `placeholder` filled by the result at `index` alone (null: by none); a result fills one placeholder at most. */
export function fillPlaceholder(
  state: BuilderState,
  placeholder: Placeholder,
  index: number | null,
): BuilderState {
  return {
    ...state,
    results: state.results.map((result, at) =>
      at === index
        ? { ...result, disclosure: placeholder }
        : result.disclosure === placeholder
          ? { ...result, disclosure: '' }
          : result,
    ),
  }
}

/** A new example starts from the inputs' defaults, with no expected result yet. */
export function addExample(state: BuilderState): BuilderState {
  const example = {
    inputs: state.inputs.map((input) => input.default),
    expected: state.results.map(() => ''),
    source: '',
  }
  return { ...state, examples: [...state.examples, example] }
}

export function removeExample(state: BuilderState, index: number): BuilderState {
  return { ...state, examples: state.examples.filter((_, at) => at !== index) }
}
