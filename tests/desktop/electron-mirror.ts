// A stand-in for Electron's download site, on 127.0.0.1: serves what @electron/get fetches for one
// version — `v<version>/electron-v<version>-<platform>-<arch>.zip` and `v<version>/SHASUMS256.txt` —
// with a stub executable in the zip. Only the download site is faked; Electron's own installer,
// electron-vite and `npm start` run for real.
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'

export interface ZipEntry {
  name: string
  data: Buffer
  /** Unix file mode, e.g. 0o755 for an executable. */
  mode: number
}

/** A minimal stored (uncompressed) zip with Unix modes, enough for Electron's extractor. */
function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const crc = crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0, 6) // flags
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(0, 10) // time
    local.writeUInt16LE(0x21, 12) // date: 1980-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE((3 << 8) | 20, 4) // made by: Unix, so the mode below counts
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt16LE(0, 30) // extra
    central.writeUInt16LE(0, 32) // comment
    central.writeUInt16LE(0, 34) // disk
    central.writeUInt16LE(0, 36) // internal attributes
    central.writeUInt32LE(((0o100000 | entry.mode) << 16) >>> 0, 38) // regular file + mode
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

/** A shell script standing in for Electron: records its working folder and arguments, exits 0. */
const STUB_ELECTRON = [
  '#!/bin/sh',
  '# Stand-in for Electron (test only): records how it was launched, then exits.',
  'printf \'%s\\n\' "$PWD" "$@" > "$HOLOTABLE_STUB_RECORD"',
  'exit 0',
  '',
].join('\n')

export interface ElectronMirror {
  /** Base URL ending in '/', for ELECTRON_MIRROR. */
  url: string
  /** Paths requested so far, in order. */
  requests: string[]
  zipName: string
  close(): Promise<void>
}

export async function startElectronMirror(options: {
  version: string
  platform: string
  arch: string
  executableName: string
}): Promise<ElectronMirror> {
  const { version, platform, arch, executableName } = options
  const zipName = `electron-v${version}-${platform}-${arch}.zip`
  const zip = makeZip([
    { name: executableName, data: Buffer.from(STUB_ELECTRON), mode: 0o755 },
    { name: 'version', data: Buffer.from(version), mode: 0o644 },
  ])
  const sha = createHash('sha256').update(zip).digest('hex')
  const files = new Map<string, Buffer>([
    [`/v${version}/${zipName}`, zip],
    [`/v${version}/SHASUMS256.txt`, Buffer.from(`${sha} *${zipName}\n`)],
  ])
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? ''
    requests.push(path)
    const body = files.get(path)
    if (body === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    zipName,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
