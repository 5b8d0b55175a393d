// Routes and links that come from the game registry: each standalone page a manifest declares
// gets `/<page>/<game>` (e.g. `/odds/rebellion`), named `<game>-<page>`.
import type { Component } from 'vue'
import type { RouteRecordRaw } from 'vue-router'
import type { GameManifest } from '../../src-shared/core/game-module'
import { pageWords } from '../i18n/game-words'

export interface PageLink {
  game: string
  page: string
  label: string
  routeName: string
  path: string
}

/** A game's own pages as links, labelled in the interface language (at the time of the call). */
export function pageLinks(manifests: readonly GameManifest[]): PageLink[] {
  return manifests.flatMap((m) =>
    (m.pages ?? []).map((p) => ({
      game: m.id,
      page: p.id,
      label: pageWords(m.id, p).label,
      routeName: `${m.id}-${p.id}`,
      path: `/${p.id}/${m.id}`,
    })),
  )
}

export function gamePageRoutes(
  manifests: readonly GameManifest[],
  screens: Readonly<Record<string, { pages: Readonly<Record<string, Component>> }>>,
): RouteRecordRaw[] {
  return pageLinks(manifests).map((link) => {
    const component = screens[link.game]?.pages[link.page]
    if (!component) throw new Error(`${link.game} declares the page “${link.page}” but has no screen for it`)
    const page = manifests.find((m) => m.id === link.game)?.pages?.find((p) => p.id === link.page)
    // The window title in the interface language, read when the route is shown (router.ts).
    const title = () => (page ? pageWords(link.game, page).title : link.label)
    return { path: link.path, name: link.routeName, component, meta: { title } }
  })
}

/** The mark of a game in lists; an unknown id gets a neutral mark, never another game's. */
export function emblemOf(manifests: readonly GameManifest[], id: string): { letters: string; hue: string } {
  return manifests.find((m) => m.id === id)?.emblem ?? { letters: '?', hue: '#8a94a6' }
}
