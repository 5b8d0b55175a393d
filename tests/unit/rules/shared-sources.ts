// Reads the source texts the rules reference is written from (../shared beside the repo).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RuleSourceFile } from '../../../src-shared/core/rules'

const SHARED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared')

export const RULEBOOK_FILES = [
  'rulebooks/rebellion-base-rules.txt',
  'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt',
  'rulebooks/rule-the-galaxy.txt',
  'rulebooks/angriff-der-rebellen.txt',
  'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt',
] as const satisfies readonly RuleSourceFile[]

export function readSource(file: RuleSourceFile): string {
  const path = resolve(SHARED_DIR, file)
  if (!existsSync(path)) {
    throw new Error(
      `Source text missing: ${path}. The rules tests need ../shared/rulebooks and ../shared/game-facts beside the repo.`,
    )
  }
  return readFileSync(path, 'utf8')
}
