/**
 * The small part of the POSIX tar (ustar) format a backup needs: regular files and folders, names up to
 * 255 bytes, written and read as streams so an upload folder never has to fit in memory. The database
 * snapshot PGlite makes is itself a tar file, kept as one entry.
 */
const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export interface TarHeader {
  name: string;
  type: 'file' | 'directory';
  size: number;
  mode: number;
  mtime: Date;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** ustar keeps up to 100 bytes in `name` and 155 more in `prefix`, split at a slash. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let cut = name.lastIndexOf('/'); cut > 0; cut = name.lastIndexOf('/', cut - 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`the name ${name} is too long for a tar archive`);
}

export function tarHeader(entry: TarHeader): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(entry.type === 'directory' ? entry.name.replace(/\/?$/, '/') : entry.name);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(entry.type === 'file' ? entry.size : 0, 12), 124, 'ascii');
  header.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(entry.type === 'file' ? '0' : '5', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

/** Zero bytes that bring an entry's body to a whole number of blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export function tarEnd(): Buffer {
  return END_OF_ARCHIVE;
}

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, start: number, length: number): number {
  const text = readString(block, start, length).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

function parseHeader(block: Buffer): TarHeader {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (sum !== readOctal(block, 148, 8)) throw new Error('the archive is damaged (a header checksum does not match)');
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  const flag = String.fromCharCode(block[156]!);
  if (flag !== '0' && flag !== '\0' && flag !== '5') throw new Error(`the archive holds an entry of type ${flag}`);
  return {
    name: (prefix ? `${prefix}/${name}` : name).replace(/\/$/, ''),
    type: flag === '5' ? 'directory' : 'file',
    size: readOctal(block, 124, 12),
    mode: readOctal(block, 100, 8),
    mtime: new Date(readOctal(block, 136, 12) * 1000),
  };
}

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async read(size: number): Promise<Buffer> {
    while (this.length < size) {
      const next = await this.source.next();
      if (next.done) throw new Error('the archive is truncated');
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = size < all.length ? [all.subarray(size)] : [];
    this.length = all.length - size;
    return all.subarray(0, size);
  }
}

export type TarBody = AsyncGenerator<Buffer, void, undefined>;

/**
 * Every entry of the archive in order. An entry's body must be read (or left: it is skipped) before
 * the next entry is asked for.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<{ header: TarHeader; body: TarBody }> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const header = parseHeader(block);
    let left = header.size;
    const body: TarBody = (async function* () {
      while (left > 0) {
        const piece = await reader.read(Math.min(left, 1 << 20));
        left -= piece.length;
        yield piece;
      }
    })();
    yield { header, body };
    for await (const piece of body) void piece;
    while (left > 0) left -= (await reader.read(Math.min(left, 1 << 20))).length;
    await reader.read(tarPadding(header.size).length);
  }
}
