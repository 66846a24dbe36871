import sharp from 'sharp';
import { fieldError } from '../errors';

const AVATAR_SIZE = 512;
const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** Reads the image by its content (not its name or declared type) and re-encodes it as WebP. */
export async function reencodeImage(field: string, content: Buffer) {
  let format: string | undefined;
  try {
    format = (await sharp(content).metadata()).format;
  } catch {
    throw fieldError(field, 'The image could not be read; upload a PNG, JPEG or WebP file.');
  }
  if (!format || !IMAGE_FORMATS.has(format))
    throw fieldError(field, 'Upload a PNG, JPEG or WebP image.');
  try {
    return await sharp(content)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw fieldError(field, 'The image could not be read; upload a PNG, JPEG or WebP file.');
  }
}

const PDF = Buffer.from('%PDF-');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A document by its first bytes: PDF, Word 97-2003 or a Word document package; else null. */
export function documentKind(content: Buffer): 'pdf' | 'doc' | 'docx' | null {
  if (content.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (content.subarray(0, OLE.length).equals(OLE)) return 'doc';
  if (content.subarray(0, ZIP.length).equals(ZIP) && content.includes('word/')) return 'docx';
  return null;
}

export function documentType(field: string, content: Buffer): 'pdf' | 'doc' | 'docx' {
  const kind = documentKind(content);
  if (kind) return kind;
  throw fieldError(field, 'Upload the resume as a PDF, DOC or DOCX file.');
}
