import { vi } from 'vitest'

// Stands in for the browser's EventSource under PocketBase's realtime client: connects at once
// with a known client id, and lets a test deliver the OAuth2 redirect's message.
export class FakeEventSource {
  static instances: FakeEventSource[] = []
  static clientId = 'client-1'
  // 'fail' makes the connection error out instead of connecting.
  static mode: 'connect' | 'fail' = 'connect'
  onerror: ((event: Event) => void) | null = null
  closed = false
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>()

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
    setTimeout(() => {
      if (FakeEventSource.mode === 'fail') this.onerror?.(new Event('error'))
      else this.emit('PB_CONNECT', { clientId: FakeEventSource.clientId })
    }, 0)
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)?.add(listener)
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener)
  }

  close() {
    this.closed = true
  }

  emit(type: string, data: object) {
    const event = new MessageEvent(type, {
      data: JSON.stringify(data),
      lastEventId: FakeEventSource.clientId,
    })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1)
    if (!source) throw new Error('No EventSource was opened')
    return source
  }
}

// A pop-up window as far as the flow touches it.
export function fakePopup() {
  return { location: { href: '' }, closed: false, close: vi.fn() }
}
