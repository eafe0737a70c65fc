import { describe, expect, test } from 'vitest'
import { typingFrame } from './typing-frame'

describe('typingFrame', () => {
  test('types one character every 150 ms with a steady cursor', () => {
    expect(typingFrame('Brightline', 0)).toMatchObject({ visible: '', cursorOn: true, done: false })
    expect(typingFrame('Brightline', 149)).toMatchObject({ visible: '' })
    expect(typingFrame('Brightline', 150)).toMatchObject({ visible: 'B', cursorOn: true })
    expect(typingFrame('Brightline', 450)).toMatchObject({ visible: 'Bri' })
  })

  test('shows the whole text once every character has had its 150 ms', () => {
    expect(typingFrame('Brightline', 1499)).toMatchObject({ visible: 'Brightlin', done: false })
    expect(typingFrame('Brightline', 1500)).toMatchObject({ visible: 'Brightline', done: true })
    expect(typingFrame('Brightline', 60_000).visible).toBe('Brightline')
  })

  test('then blinks the cursor every 500 ms', () => {
    const doneAt = 10 * 150
    expect(typingFrame('Brightline', doneAt).cursorOn).toBe(true)
    expect(typingFrame('Brightline', doneAt + 499).cursorOn).toBe(true)
    expect(typingFrame('Brightline', doneAt + 500).cursorOn).toBe(false)
    expect(typingFrame('Brightline', doneAt + 1000).cursorOn).toBe(true)
  })

  test('tells how long until the next visible change, so no timer runs idle', () => {
    expect(typingFrame('Brightline', 100).nextChangeInMs).toBe(50)
    expect(typingFrame('Brightline', 1500 + 200).nextChangeInMs).toBe(300)
  })

  test('treats a negative elapsed time (clock skew) as the start', () => {
    expect(typingFrame('Brightline', -20)).toMatchObject({ visible: '', cursorOn: true })
  })
})
