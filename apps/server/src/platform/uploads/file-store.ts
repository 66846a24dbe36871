import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_PREFIX = '/uploads/';
export const STORED_NAME = /^[0-9a-f]{32}\.(webp|pdf|doc|docx)$/;
export type StoredExtension = 'webp' | 'pdf' | 'doc' | 'docx';

/** What a stored file is sent as, by its extension. */
export const STORED_CONTENT_TYPES: Record<StoredExtension, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Writes `content` under a new random name in `directory` and answers the name. */
async function saveUnderRandomName(directory: string, content: Buffer, extension: StoredExtension) {
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(directory, name), content, { flag: 'wx' });
  return name;
}

/** Uploaded files on local disk under random names; URLs are `/uploads/<name>`, served to anyone. */
export function createFileStore(directory: string) {
  return {
    directory,
    async save(content: Buffer, extension: StoredExtension) {
      return `${UPLOADS_PREFIX}${await saveUnderRandomName(directory, content, extension)}`;
    },
    /** Deletes a file this store saved; other URLs are left alone. */
    async remove(url: string | null | undefined) {
      const name = url?.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
      if (name && STORED_NAME.test(name)) await rm(path.join(directory, name), { force: true });
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

/**
 * Files only some people may see (a work order's photos and documents), kept outside the
 * directory served at `/uploads/`: they are known by their name and sent by the feature that
 * checks who asks.
 */
export function createPrivateFileStore(directory: string) {
  const pathOf = (name: string | null | undefined) =>
    name && STORED_NAME.test(name) ? path.join(directory, name) : null;
  return {
    directory,
    save: (content: Buffer, extension: StoredExtension) =>
      saveUnderRandomName(directory, content, extension),
    /** Deletes a file this store saved; other names are left alone. */
    async remove(name: string | null | undefined) {
      const file = pathOf(name);
      if (file) await rm(file, { force: true });
    },
    /** Where a stored name is on disk; null for anything this store could not have saved. */
    pathOf,
  };
}
export type PrivateFileStore = ReturnType<typeof createPrivateFileStore>;
