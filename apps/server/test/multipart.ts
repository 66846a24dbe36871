import { randomBytes } from 'node:crypto';

export interface UploadFile {
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: repeated names for lists, files with their type. */
export function multipart(
  fields: Record<string, string | number | (string | number)[]>,
  files: Record<string, UploadFile> = {},
) {
  const boundary = `----fieldhire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const part = (headers: string, content: Buffer) =>
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n'));
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(String(item)));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    part(
      `Content-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}`,
      file.content,
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
