// Angriff der Rebellen is sold in German: every person-readable text of it lives in
// src-shared/games/angriff-der-rebellen/texts.ts (with names.ts for tile, ship and corner names),
// the module the interface-language issue translates (issue #14). This test reads the screens' and
// the game logic's source and fails when a words-in-English text is written inline again instead of
// coming from texts.ts. rules.ts (reference content) and data.ts (fact labels for Settings) are not
// interface texts and are left out.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = join(__dirname, '../../../src-renderer/games/angriff-der-rebellen')
const SHARED_DIR = join(__dirname, '../../../src-shared/games/angriff-der-rebellen')
const WORD = /[A-Za-z]{2,}/
const TEXT_ATTRS = /(?<![:@\w-])(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label)="([^"]*)"/g

const BOUND_TEXT_ATTRS = /:(?:aria-label|aria-description|aria-valuetext|title|placeholder|alt|label)="([^"]*)"/g

/** Texts a template shows directly: static text between tags and static text attributes. */
function inlineTemplateTexts(source: string): string[] {
  const start = source.indexOf('<template>')
  const end = source.lastIndexOf('</template>')
  if (start < 0 || end < 0) return []
  const template = source.slice(start + '<template>'.length, end).replace(/<!--[\s\S]*?-->/g, '')
  const found = [...template.matchAll(TEXT_ATTRS)]
    .map((m) => `${m[1]}="${m[2]}"`)
    .filter((t) => WORD.test(t.split('=')[1]!))
  // A quoted text inside {{ }} or a bound text attribute is shown too (e.g. {{ won ? 'winner' : '' }}).
  const shown = [...template.matchAll(/{{([\s\S]*?)}}/g), ...template.matchAll(BOUND_TEXT_ATTRS)].map((m) => m[1]!)
  for (const code of shown)
    for (const lit of code.matchAll(/(===?\s*|!==?\s*|\[)?('[^']*'|`[^`]*`)/g)) {
      // a compared value or a key (state.phase === 'over', unseen['asteroid-field']) is not shown
      if (!lit[1] && WORD.test(lit[2]!.replace(/\${[^}]*}/g, ' '))) found.push(lit[2]!)
    }
  const text = template.replace(/{{[\s\S]*?}}/g, ' ').replace(/="[^"]*"/g, '') // attribute values (bindings may hold > or <)
  for (const m of text.matchAll(/>([^<>]*)</g)) {
    const t = m[1]!.replace(/\s+/g, ' ').trim()
    if (WORD.test(t)) found.push(t)
  }
  return found
}

/** String literals in script code with two words or more (a sentence, label or message). */
function inlineScriptTexts(source: string): string[] {
  const script = source
    .replace(/<template>[\s\S]*<\/template>/, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .split('\n')
    .filter((line) => !/^\s*(import|\/\/|\*|\/\*\*)/.test(line) && !/^\s*} from '/.test(line))
    .join('\n')
  return [...script.matchAll(/'[^'\n]*'|`[^`]*`/g)]
    .map((m) => m[0])
    .filter((s) => /[A-Za-z]{2,}[,:.;!?]? +[A-Za-z]{2,}/.test(s.replace(/\${[^}]*}/g, ' ')))
}

const screens = readdirSync(DIR).filter((f) => f.endsWith('.vue') || f.endsWith('.ts'))
/** The game logic whose timeline words, refusals, outcomes and messages come from texts.ts. */
const LOGIC = ['events.ts', 'setup.ts', 'grid.ts', 'duel.ts', 'state.ts', 'engine.ts']

describe('Angriff der Rebellen: every screen text comes from texts.ts', () => {
  it('reads all seven screens and their composable', () => {
    expect(screens.filter((f) => f.endsWith('.vue')).sort()).toEqual([
      'DuelPanel.vue',
      'ScoreTab.vue',
      'SetupTab.vue',
      'ShipValuesForm.vue',
      'SpaceGrid.vue',
      'SpaceTab.vue',
      'TileTracker.vue',
    ])
    expect(screens).toContain('useAngriff.ts')
  })

  it.each(screens)('%s has no English text written inline', (file) => {
    const source = readFileSync(join(DIR, file), 'utf8')
    expect(file.endsWith('.vue') ? inlineTemplateTexts(source) : []).toEqual([])
    expect(inlineScriptTexts(source)).toEqual([])
  })

  it('has no texts.ts among the screens: the one texts module is in src-shared', () => {
    expect(screens).not.toContain('texts.ts')
    expect(readdirSync(SHARED_DIR)).toContain('texts.ts')
  })

  it('checks every logic module of the game except texts, names, rules and data', () => {
    const logic = readdirSync(SHARED_DIR).filter(
      (f) =>
        f.endsWith('.ts') &&
        ![
          'texts.ts',
          'texts-de.ts',
          'names.ts',
          'rules.ts',
          'rules-de.ts',
          'data.ts',
          'index.ts',
          'rule-ids.ts',
        ].includes(f),
    )
    expect(logic.sort()).toEqual([...LOGIC].sort())
  })

  it.each(LOGIC)('src-shared %s has no English text written inline', (file) => {
    expect(inlineScriptTexts(readFileSync(join(SHARED_DIR, file), 'utf8'))).toEqual([])
  })

  it('catches an inline text in a template, a text attribute or a script message', () => {
    const vue = (template: string, script = '') =>
      `<script setup lang="ts">\n${script}\n</script>\n<template>${template}</template>`
    expect(inlineTemplateTexts(vue('<p>Draw pile: <strong>{{ n }}</strong> tiles</p>'))).toEqual([
      'Draw pile:',
      'tiles',
    ])
    expect(inlineTemplateTexts(vue('<div aria-label="Space grid"></div>'))).toEqual(['aria-label="Space grid"'])
    expect(inlineTemplateTexts(vue('<button :disabled="a >= b" @click="n++">Fight</button>'))).toEqual(['Fight'])
    expect(inlineTemplateTexts(vue('<td>{{ T.x }} / {{ n }}</td><b>−</b><i>+</i><span>3 – 4 = 7 %</span>'))).toEqual([])
    expect(inlineTemplateTexts(vue('<b>{{ won ? \'winner\' : T.x }}</b><i :aria-label="`Step ${n}`" />'))).toEqual([
      "'winner'",
      '`Step ${n}`',
    ])
    expect(inlineTemplateTexts(vue("<p>{{ s.phase === 'over' ? n : u['asteroid-field'] }}</p>"))).toEqual([])
    expect(inlineTemplateTexts(vue("<b :class=\"ok ? 'win' : 'lose'\">{{ list.join(', ') || '—' }}</b>"))).toEqual([])
    expect(inlineTemplateTexts(vue('<div :aria-label="T.grid.label" :class="{ a: x < y }">{{ T.a }}</div>'))).toEqual(
      [],
    )
    expect(inlineScriptTexts(vue('', "error.value = 'Not entered: try again.'"))).toEqual(["'Not entered: try again.'"])
    expect(inlineScriptTexts(vue('', "const c = ok ? 'win' : 'lose'\nsend(make('ar.ship.moved', {}))"))).toEqual([])
  })
})
