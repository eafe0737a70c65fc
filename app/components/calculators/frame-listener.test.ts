import { describe, expect, test } from 'vitest'
import { readFrameMessage } from './frame-listener'

const ours = 'https://calc.example'
const frameWindow = {} as Window
const frame = { contentWindow: frameWindow } as HTMLIFrameElement
const event = (data: unknown, origin = ours, source: unknown = frameWindow) =>
  ({ data, origin, source }) as unknown as MessageEvent

describe('readFrameMessage', () => {
  test('takes a resize or a state message from our origin and the frame itself', () => {
    expect(readFrameMessage(event({ type: 'brightline:resize', height: 812.4 }), frame, ours)).toEqual({
      type: 'brightline:resize',
      height: 813,
    })
    expect(readFrameMessage(event({ type: 'brightline:state', search: '?rate=8' }), frame, ours)).toEqual({
      type: 'brightline:state',
      search: '?rate=8',
    })
  })

  test('ignores another origin, another window, and malformed or absurd messages', () => {
    const resize = { type: 'brightline:resize', height: 500 }
    expect(readFrameMessage(event(resize, 'https://evil.example'), frame, ours)).toBeUndefined()
    expect(readFrameMessage(event(resize, ours, {}), frame, ours)).toBeUndefined()
    expect(readFrameMessage(event(resize), null, ours)).toBeUndefined()
    expect(readFrameMessage(event({ type: 'brightline:resize', height: 0 }), frame, ours)).toBeUndefined()
    expect(readFrameMessage(event({ type: 'brightline:resize', height: '500' }), frame, ours)).toBeUndefined()
    expect(
      readFrameMessage(event({ type: 'brightline:state', search: '/admin' }), frame, ours),
    ).toBeUndefined()
    expect(readFrameMessage(event('brightline:resize'), frame, ours)).toBeUndefined()
  })

  test('caps the height so a runaway embed cannot stretch the page without bound', () => {
    expect(readFrameMessage(event({ type: 'brightline:resize', height: 90_000 }), frame, ours)).toEqual({
      type: 'brightline:resize',
      height: 20_000,
    })
  })
})
