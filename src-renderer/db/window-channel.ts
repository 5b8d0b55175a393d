// Windows and tabs of this app on one computer tell each other what they stored (BroadcastChannel:
// same origin, not the sender; one channel, opened on first use, never at start-up):
// - a write to a game (created, played, renamed), so a game open in two windows shows the same log
//   in both, and Home in another window lists it as it now is. Absent (an old engine), each window
//   still refuses to write on top of moves it has not seen (repository.append's afterSeq), then
//   catches up; Home shows the change at its next read;
// - a game deleted, so a window showing it says so at once and Home drops it (absent: Home lists it
//   until its next read, and a write there is refused as the game gone);
// - a change to the game values (data corrections), so a game open in two windows uses the same
//   values in both: Angriff der Rebellen's ship values typed in one window are known in the other.
//   Absent, a window reads them again on its next start.

const NAME = 'holotable-log'

interface LogWrite {
  gameId: string
  /** The game is deleted (else written to). */
  deleted?: true
}
interface CorrectionsStored {
  corrections: true
}

let channel: BroadcastChannel | null | undefined

function open(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null
  return channel
}

/** Calls `heard` with each message another window sends; returns the unsubscribe. */
function listen(heard: (data: unknown) => void): () => void {
  const c = open()
  if (!c) return () => undefined
  const handle = (m: MessageEvent<unknown>): void => heard(m.data)
  c.addEventListener('message', handle)
  return () => c.removeEventListener('message', handle)
}

/** After a write to `gameId` has committed. */
export function announceWrite(gameId: string): void {
  open()?.postMessage({ gameId } satisfies LogWrite)
}

/** After `gameId` has been deleted. */
export function announceDeleted(gameId: string): void {
  open()?.postMessage({ gameId, deleted: true } satisfies LogWrite)
}

/** Calls `listener` when another window wrote to a game or deleted it; returns the unsubscribe. */
export function onOtherWindowWrite(listener: (gameId: string, deleted: boolean) => void): () => void {
  return listen((data) => {
    const write = data as Partial<LogWrite> | null
    if (typeof write?.gameId === 'string') listener(write.gameId, write.deleted === true)
  })
}

/** After a change to the corrections has been stored. */
export function announceCorrections(): void {
  open()?.postMessage({ corrections: true } satisfies CorrectionsStored)
}

/** Calls `listener` when another window stored a change to the corrections; returns the unsubscribe. */
export function onOtherWindowCorrections(listener: () => void): () => void {
  return listen((data) => {
    if ((data as Partial<CorrectionsStored> | null)?.corrections === true) listener()
  })
}
