// Windows and tabs of this app on one computer tell each other when they changed the game values
// (data corrections), so a game open in two windows uses the same values in both: Angriff der
// Rebellen's ship values typed in one window are known in the other (BroadcastChannel: same origin,
// not the sender). Absent (an old engine), a window reads them again on its next start.

const NAME = 'holotable-settings'

let channel: BroadcastChannel | null | undefined

function open(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null
  return channel
}

/** After a change to the corrections has been stored. */
export function announceCorrections(): void {
  open()?.postMessage({ corrections: true })
}

/** Calls `listener` when another window stored a change to the corrections; returns the unsubscribe. */
export function onOtherWindowCorrections(listener: () => void): () => void {
  const c = open()
  if (!c) return () => undefined
  const handle = (m: MessageEvent<unknown>): void => {
    if ((m.data as { corrections?: unknown } | null)?.corrections === true) listener()
  }
  c.addEventListener('message', handle)
  return () => c.removeEventListener('message', handle)
}
