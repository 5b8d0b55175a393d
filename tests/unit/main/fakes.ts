// Minimal stand-ins for Electron objects: they record what the code under test registered.
import { vi } from 'vitest'

type Listener = (...args: never[]) => unknown

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>()
  on(name: string, listener: Listener): this {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
    return this
  }
  once(name: string, listener: Listener): this {
    return this.on(name, listener)
  }
  emit(name: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(name) ?? []) (listener as (...a: unknown[]) => unknown)(...args)
  }
}

export function fakeEvent<T extends object>(fields: T): T & { preventDefault: ReturnType<typeof vi.fn> } {
  return { ...fields, preventDefault: vi.fn() }
}
