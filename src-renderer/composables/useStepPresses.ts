// Presses on a checklist's tick boxes. A tick toggles its step as the screen shows it, and the
// screen shows a tick before it is written, so the second click of a mouse double click read the
// ticked step and unticked it (two writes). Each step's clicks go through a press guard of its own:
// the second click of a double click is no press, nor is a click on a step whose click is still being
// written; a click on another step is never held back. Space or Enter on a focused box (a click with
// `detail` 0) is never held back either: keys pressed faster than the disk writes all land, in turn.
import { usePressGuard } from './usePressGuard'

export function useStepPresses(): (
  e: Pick<MouseEvent, 'detail'>,
  step: string,
  toggle: () => Promise<unknown>,
) => void {
  const guards = new Map<string, ReturnType<typeof usePressGuard>>()
  return (e, step, toggle) => {
    if (e.detail === 0) {
      void toggle()
      return
    }
    let guard = guards.get(step)
    if (!guard) guards.set(step, (guard = usePressGuard()))
    void guard.press(e, toggle)
  }
}

/**
 * The same for a native checkbox, which ticks itself on a click: a click that is no press keeps the
 * box as it was, and once the press is answered the box shows what is logged (`ticked`), so a press
 * the log refuses puts it back.
 */
export function useBoxPresses(
  toggle: (step: string) => Promise<unknown>,
  ticked: (step: string) => boolean,
): (e: MouseEvent, step: string) => void {
  const pressStep = useStepPresses()
  return (e, step) => {
    const box = e.currentTarget as HTMLInputElement
    let pressed = false
    pressStep(e, step, async () => {
      pressed = true
      await toggle(step)
      box.checked = ticked(step)
    })
    if (!pressed) e.preventDefault()
  }
}
