// Windows and tabs of this app on one computer tell each other when they wrote to a game, so a game
// open in two windows shows the same log in both (BroadcastChannel: same origin, not the sender).
// Absent (an old engine), each window still refuses to write on top of moves it has not seen
// (repository.append's afterSeq), then catches up.

const NAME = 'holotable-log'

interface LogWrite {
  gameId: string
}

let channel: BroadcastChannel | null | undefined

function open(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null
  return channel
}

/** After a write to `gameId` has committed. */
export function announceWrite(gameId: string): void {
  open()?.postMessage({ gameId } satisfies LogWrite)
}

/** Calls `listener` when another window wrote to a game; returns the unsubscribe. */
export function onOtherWindowWrite(listener: (gameId: string) => void): () => void {
  const c = open()
  if (!c) return () => undefined
  const handle = (m: MessageEvent<unknown>): void => {
    const data = m.data as Partial<LogWrite> | null
    if (typeof data?.gameId === 'string') listener(data.gameId)
  }
  c.addEventListener('message', handle)
  return () => c.removeEventListener('message', handle)
}
