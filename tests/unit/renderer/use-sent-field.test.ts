// A field sent and emptied at once (Rebellion's typed units, the probe's systems): a refused send puts
// the text back unless something was typed meanwhile, and the emptied field sent again right after is
// no send until the player types.
import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { useSentField } from '../../../src-renderer/composables/useSentField'

describe('useSentField', () => {
  it('empties the field at once and keeps it empty once written', async () => {
    const field = ref('2 x-wing')
    const sent = useSentField(field)
    let seen = 'not called'
    const written = await sent.send('2 x-wing', async () => {
      seen = field.value
      return { seq: 4 }
    })
    expect([written, seen, field.value, sent.justSent()]).toEqual([{ seq: 4 }, '', '', true])
  })

  it('puts the text back when the send is refused, and then asks again', async () => {
    const field = ref('2 x-wing')
    const sent = useSentField(field)
    expect(await sent.send('2 x-wing', async () => undefined)).toBe(undefined)
    await nextTick()
    expect([field.value, sent.justSent()]).toEqual(['2 x-wing', false])
  })

  it('keeps what was typed meanwhile over the text of a refused send', async () => {
    const field = ref('2 x-wing')
    const sent = useSentField(field)
    const refused = sent.send('2 x-wing', async () => {
      field.value = '1 y-wing'
      return false
    })
    expect(await refused).toBe(false)
    expect(field.value).toBe('1 y-wing')
  })

  it('puts the text back when the caller reads the result as a refusal, and hands the refusal on', async () => {
    const field = ref<'' | 'hoth'>('hoth')
    const sent = useSentField(field)
    const refusal = 'The Rebel base is already chosen'
    const r = await sent.send(
      'hoth',
      async (): Promise<{ seq: number } | string> => refusal,
      (x) => typeof x === 'object',
    )
    await nextTick()
    expect([r, field.value, sent.justSent()]).toEqual([refusal, 'hoth', false])
  })

  it('is no longer just sent once the player types', async () => {
    const field = ref<'' | 'coruscant' | 'hoth'>('hoth')
    const sent = useSentField(field)
    await sent.send('hoth', async () => true)
    await nextTick()
    expect(sent.justSent()).toBe(true)
    field.value = 'coruscant'
    await nextTick()
    expect(sent.justSent()).toBe(false)
  })
})
