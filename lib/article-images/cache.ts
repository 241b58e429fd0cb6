/**
 * The on-disk cache kept between builds (hosts keep .next/cache): downloaded originals, so a later build
 * makes no request, and the encoded outputs, so it encodes nothing it already has. Every file is written
 * under a temporary name and renamed into place, so a killed build never leaves half a file behind a
 * final name, and the outputs folder holds finished files only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function sha256Hex(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** Where an output file (as named in PreparedImage.files) is kept. */
export function outputFile(cacheDir: string, name: string): string {
  return path.join(cacheDir, 'files', name);
}

/** Where the original bytes downloaded from `address` are kept. */
export function downloadFile(cacheDir: string, address: string): string {
  return path.join(cacheDir, 'downloads', sha256Hex(address));
}

/** The file's bytes, or null when there is no such file. */
export async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export async function writeAtomically(cacheDir: string, file: string, data: Uint8Array): Promise<void> {
  // Temporary files live in their own folder (same file system, so the rename is atomic), never among outputs.
  const tmpDir = path.join(cacheDir, 'tmp');
  const tmp = path.join(tmpDir, `${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await Promise.all([mkdir(tmpDir, { recursive: true }), mkdir(path.dirname(file), { recursive: true })]);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
