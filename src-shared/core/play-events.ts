// The shared events every game's log holds, declared once (see events.ts).
import { playEventWords } from './play-event-words'
import { z } from 'zod'
import { defineEvents, type DescribeContext } from './events'
import type { LogEvent, Player } from './game-record'
import { initialPlayLog, type PlayLogState, type PlayPayloads } from './play-log'
import type { Locale } from '../locale'

const playerSchema: z.ZodType<Player> = z.object({
  id: z.string().min(1),
  name: z.string(),
  faction: z.string().optional(),
})
const scoreValue = z.number().finite()

function playerName(ctx: DescribeContext, id: string): string {
  return ctx.players.find((p) => p.id === id)?.name ?? playEventWords(ctx.locale).someone
}

/** After *Finish game* the score sheet and the notes stand as recorded until the finish is undone. */
function whileOpen(s: PlayLogState, locale?: Locale): string | undefined {
  return s.result ? playEventWords(locale).refusal.finished : undefined
}
function noteMissing(s: PlayLogState, seq: number, locale?: Locale): string | undefined {
  return s.notes.some((n) => n.seq === seq) ? undefined : playEventWords(locale).refusal.noteGone
}
const noteText = (text: string, locale?: Locale) => (text.trim() ? undefined : playEventWords(locale).refusal.noteEmpty)

export const playEvents = defineEvents<PlayLogState>()<PlayPayloads>({
  'game.started': {
    v: 1,
    schema: z.object({ players: z.array(playerSchema).min(1), options: z.record(z.string(), z.unknown()) }),
    apply: (_s, p) => initialPlayLog(p.players, p.options),
    describe: (p, ctx) => playEventWords(ctx.locale).started(p.players.map((x) => x.name).join(', ')),
  },
  'note.added': {
    v: 1,
    schema: z.object({ text: z.string() }),
    check: (s, _p, locale) => whileOpen(s, locale),
    apply: (s, p, e) => ({ ...s, notes: [...s.notes, { seq: e.seq, at: e.at, text: p.text }] }),
    describe: (p, ctx) => playEventWords(ctx.locale).note(p.text),
  },
  'note.edited': {
    v: 1,
    schema: z.object({ note: z.number().int().min(1), text: z.string() }),
    check: (s, p, locale) => whileOpen(s, locale) ?? noteMissing(s, p.note, locale) ?? noteText(p.text, locale),
    apply: (s, p) => ({ ...s, notes: s.notes.map((n) => (n.seq === p.note ? { ...n, text: p.text } : n)) }),
    describe: (p, ctx) => playEventWords(ctx.locale).noteChanged(p.text),
  },
  'note.deleted': {
    v: 1,
    schema: z.object({ note: z.number().int().min(1), text: z.string() }),
    check: (s, p, locale) => whileOpen(s, locale) ?? noteMissing(s, p.note, locale),
    apply: (s, p) => ({ ...s, notes: s.notes.filter((n) => n.seq !== p.note) }),
    describe: (p, ctx) => playEventWords(ctx.locale).noteDeleted(p.text),
  },
  'score.set': {
    v: 1,
    schema: z.object({ player: z.string().min(1), score: scoreValue, from: scoreValue.optional() }),
    check: (s, p, locale) =>
      whileOpen(s, locale) ?? (p.player in s.scores ? undefined : playEventWords(locale).refusal.noSuchPlayer),
    apply: (s, p) => ({ ...s, scores: { ...s.scores, [p.player]: p.score } }),
    describe: (p, ctx) =>
      p.from === undefined
        ? playEventWords(ctx.locale).scoreSet(playerName(ctx, p.player), p.score)
        : `${playerName(ctx, p.player)} ${p.from} → ${p.score}`,
  },
  'game.finished': {
    v: 1,
    schema: z.object({
      winners: z.array(z.string()),
      scores: z.record(z.string(), scoreValue),
      note: z.string().optional(),
      // How the game decided the winners (its id, put in words by the game); absent in older logs.
      reason: z.string().min(1).optional(),
    }),
    check: (s, _p, locale) => (s.result ? playEventWords(locale).refusal.alreadyFinished : undefined),
    apply: (s, p) => ({ ...s, result: p }),
    describe: (p, ctx) => {
      const w = playEventWords(ctx.locale)
      const line = w.finished(p.winners.length ? p.winners.map((x) => playerName(ctx, x)).join(w.and) : w.nobody)
      const why = p.reason === undefined ? undefined : ctx.resultReason?.(p.reason)
      return why ? `${line}. ${why}` : line
    },
  },
  'checklist.ticked': {
    v: 1,
    schema: z.object({ list: z.string().min(1), step: z.string().min(1), done: z.boolean() }),
    apply: (s) => s,
    describe: (p, ctx) => {
      const w = playEventWords(ctx.locale)
      const title = ctx.stepTitle?.(p.list, p.step)
      const listName = ctx.listTitle?.(p.list) ?? w.checklist
      const step = title ? (ctx.locale === 'de' ? `„${title}“` : `“${title}”`) : w.aStep
      return w.ticked(listName, step, p.done)
    },
  },
  'options.changed': {
    v: 1,
    schema: z.object({ options: z.record(z.string(), z.unknown()) }),
    apply: (s, p) => ({ ...s, options: p.options }),
    describe: (p, ctx) => ctx.optionsText?.(p.options) ?? playEventWords(ctx.locale).optionsChanged,
  },
})

/** Folds one play-logger event (other types leave the state as it was). */
export function reducePlayLog(state: PlayLogState, e: LogEvent): PlayLogState {
  return playEvents.apply(state, e)
}
