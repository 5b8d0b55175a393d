// A field whose text is sent and emptied at once, so that a second press while it is being written
// (Enter twice, a double click on its button) has nothing to send again. Two things go with that:
// a send refused or not written puts the text back (if nothing was typed meanwhile), and sending
// the emptied field again right after says nothing, where an empty field would otherwise be asked
// for its input as if the first send had not gone in. Typing ends that.
import { watch, type Ref } from 'vue'

export function useSentField<T extends string>(field: Ref<T | ''>) {
  let sent = false
  watch(field, (v) => {
    if (v) sent = false
  })

  /** The field is empty because its text was just sent: a send now is no send, and asks nothing. */
  const justSent = (): boolean => sent

  /**
   * Empties the field and runs `write`; resolves with what `write` resolved with. Not in (by
   * `wentIn`: something truthy, unless the caller says otherwise, such as a refusal's text), with
   * the field still empty, the text sent is put back.
   */
  async function send<R>(text: T, write: () => Promise<R>, wentIn: (result: R) => boolean = Boolean): Promise<R> {
    field.value = ''
    sent = true
    const result = await write()
    if (!wentIn(result) && field.value === '') {
      sent = false
      field.value = text
    }
    return result
  }

  return { justSent, send }
}
