type Env = Record<string, string | undefined>

export const EXAMPLE_MIRROR: string
export function platformPath(platform: string): string
export function installedBinary(electronDir: string, version: string, env?: Env, platform?: string): string | null
export function electronMirror(env: Env): { url: string; custom: boolean }
export function artifactName(version: string, platform: string, arch: string): string
export function artifactUrl(env: Env, version: string, platform: string, arch: string): string
export function proxyOf(env: Env): string | null
export function classifyInstallerOutput(
  output: string,
): { kind: 'http'; status: number; url: string } | { kind: 'checksum' } | { kind: 'network' } | { kind: 'other' }
export function explainDownloadFailure(failure: {
  version: string
  platform: string
  arch: string
  env: Env
  output: string
  code?: string
}): string
export function probe(url: string, timeoutMs?: number): Promise<{ status: number } | { code: string }>
export function runInstaller(installJs: string, env: Env): Promise<{ status: number; output: string }>
export function ensureElectron(options?: {
  electronDir?: string
  env?: Env
  log?: (line: string) => void
  nodeVersion?: string
}): Promise<{ ok: true; binary: string; downloaded: boolean } | { ok: false; message: string }>
