// What an odds chart shows, independent of the library that draws it: each point carries its
// exact probability and the words a screen reader reads for it (the same words the chart prints).
import type { PlotOptions } from '@observablehq/plot'

export interface ChartPoint {
  /** Stable key (an outcome count, a leader id, a number of draws). */
  key: string
  /** What the point is, as the table shows it ("2 units destroyed"). */
  label: string
  /** Short tick text under a bar or on the curve's axis ("2"). */
  tick: string
  p: number
  /** The probability as the screen prints it ("64.0%"). */
  text: string
  /** Part of the headline chance: drawn in the accent colour. */
  marked?: boolean
}

/** bars: outcomes left to right; list: one labelled bar per row; curve: a short line over 1…n. */
export type ChartKind = 'bars' | 'list' | 'curve'

export interface ChartSpec {
  kind: ChartKind
  points: readonly ChartPoint[]
  /** Axis words under the bars or the curve ("units destroyed", "cards drawn"). */
  axisLabel?: string
  /** The curve's percentage ticks as the interface language writes them ("50%", "50 %"); "50%" if none. */
  axisPercent?: (p: number) => string
}

// Colours are the app's CSS variables, so one drawing follows the dark and light themes.
const MARKED = 'var(--accent)'
const PLAIN = 'var(--text-faint)'
const FONT = 15

/** About how wide a character of the chart's text is, and how tall a line, in px. */
const CHAR = 9
const LINE = 18

const fill = (d: ChartPoint): string => (d.marked ? MARKED : PLAIN)

/** `text` in lines of at most `width` characters, broken between words only (a longer word keeps a line). */
export function wrapWords(text: string, width: number): string {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.join('\n')
}

/** The chart's options (without marks) and its marks as data, for observable-plot. */
export interface ChartLayout {
  options: Omit<PlotOptions, 'marks'>
  marks: MarkSpec[]
}

/** How a spec is drawn at a given width (pure: unit-tested). */
export function chartLayout(spec: ChartSpec, width: number): ChartLayout {
  const points = [...spec.points]
  const style = {
    background: 'transparent',
    color: 'var(--text)',
    fontSize: `${FONT}px`,
    fontFamily: 'var(--font)',
    overflow: 'visible',
  }
  const base = { width: Math.max(160, Math.round(width)), style, color: { type: 'identity' as const } }
  if (spec.kind === 'list') {
    const longest = Math.max(...points.map((d) => d.tick.length), 4)
    const marginLeft = Math.min(Math.round(base.width * 0.45), CHAR * longest + 12)
    // A row's words that do not fit the left margin (a narrow window, German) go on more lines
    // instead of running out of the chart's left edge: "Angreifer / vernichtet".
    const ticks = new Map(points.map((d) => [d.key, wrapWords(d.tick, Math.floor((marginLeft - 12) / CHAR))]))
    const lines = Math.max(...[...ticks.values()].map((t) => t.split('\n').length))
    return split({
      ...base,
      height: (34 + LINE * (lines - 1)) * points.length + 16,
      marginLeft,
      marginRight: 64,
      x: { axis: null, domain: [0, 1] },
      y: { domain: points.map((d) => d.key), tickFormat: (k: string) => ticks.get(k) ?? k, tickSize: 0, label: null },
      marks: [barXMark(points), textMark(points, { x: 'p', y: 'key', dx: 6, textAnchor: 'start' })],
    })
  }
  if (spec.kind === 'curve') {
    return split({
      ...base,
      height: 170,
      marginTop: 26,
      marginLeft: 44,
      marginRight: 24,
      marginBottom: 40,
      x: { ...categoryAxis(points, spec.axisLabel), padding: 0.5 },
      y: {
        domain: [0, 1],
        ticks: [0, 0.5, 1],
        tickFormat: spec.axisPercent ?? ((p: number) => `${Math.round(p * 100)}%`),
        grid: true,
        label: null,
      },
      marks: [lineMark(points), dotMark(points), textMark(points, { x: 'key', y: 'p', dy: -13 })],
    })
  }
  const peak = Math.max(...points.map((d) => d.p), 1e-9)
  return split({
    ...base,
    height: 190,
    marginTop: 28,
    marginLeft: 8,
    marginRight: 8,
    marginBottom: 44,
    x: { ...categoryAxis(points, spec.axisLabel), padding: 0.18, tickSize: 0 },
    y: { axis: null, domain: [0, peak] },
    marks: [barYMark(points), textMark(points, { x: 'key', y: 'p', dy: -12 })],
  })
}

function split({ marks, ...options }: ChartLayout['options'] & { marks: MarkSpec[] }): ChartLayout {
  return { options, marks }
}

/** One tick per point along x, labelled with the point's tick text, the axis label centred. */
function categoryAxis(points: readonly ChartPoint[], label: string | undefined) {
  return {
    domain: points.map((d) => d.key),
    tickFormat: (k: string) => tickOf(points, k),
    label: label ?? null,
    labelAnchor: 'center' as const,
    labelArrow: 'none' as const,
  }
}

function tickOf(points: readonly ChartPoint[], key: string): string {
  return points.find((d) => d.key === key)?.tick ?? key
}

// Marks are described as plain objects and turned into Plot marks by the figure component, so
// this file stays importable without loading the library (and testable as data).
export interface MarkSpec {
  mark: 'barY' | 'barX' | 'line' | 'dot' | 'text'
  data: ChartPoint[]
  options: Record<string, unknown>
}

function barYMark(data: ChartPoint[]): MarkSpec {
  return { mark: 'barY', data, options: { x: 'key', y: 'p', fill, rx: 3 } }
}
function barXMark(data: ChartPoint[]): MarkSpec {
  return { mark: 'barX', data, options: { y: 'key', x: 'p', fill, rx: 3, insetTop: 4, insetBottom: 4 } }
}
function lineMark(data: ChartPoint[]): MarkSpec {
  return { mark: 'line', data, options: { x: 'key', y: 'p', stroke: 'var(--danger)', strokeWidth: 3 } }
}
function dotMark(data: ChartPoint[]): MarkSpec {
  return { mark: 'dot', data, options: { x: 'key', y: 'p', fill: 'var(--danger)', r: 5 } }
}
function textMark(data: ChartPoint[], at: Record<string, unknown>): MarkSpec {
  return {
    mark: 'text',
    data,
    options: { ...at, text: 'text', fill: 'currentColor', fontSize: FONT, fontWeight: 700 },
  }
}
