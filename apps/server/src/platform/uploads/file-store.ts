import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_PREFIX = '/uploads/';
const STORED_NAME = /^[0-9a-f]{32}\.(webp|pdf|doc|docx)$/;

/** Uploaded files on local disk under random names; URLs are `/uploads/<name>`. */
export function createFileStore(directory: string) {
  return {
    directory,
    async save(content: Buffer, extension: 'webp' | 'pdf' | 'doc' | 'docx') {
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(directory, name), content, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${name}`;
    },
    /** Deletes a file this store saved; other URLs are left alone. */
    async remove(url: string | null | undefined) {
      const name = url?.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
      if (name && STORED_NAME.test(name)) await rm(path.join(directory, name), { force: true });
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
