import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentType, reencodeImage } from './file-checks';

describe('upload checks', () => {
  it('tells documents apart by their first bytes, not their names', () => {
    expect(documentType('resume', Buffer.from('%PDF-1.7 ...'))).toBe('pdf');
    expect(
      documentType('resume', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])),
    ).toBe('doc');
    expect(
      documentType(
        'resume',
        Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.from('....word/document.xml')]),
      ),
    ).toBe('docx');
    expect(() =>
      documentType(
        'resume',
        Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.from('xl/workbook.xml')]),
      ),
    ).toThrow(/PDF, DOC or DOCX/);
    expect(() => documentType('resume', Buffer.from('<html>'))).toThrow();
  });

  it('re-encodes PNG, JPEG and WebP images as square WebP and refuses others', async () => {
    const blank = sharp({ create: { width: 30, height: 20, channels: 4, background: '#fff0' } });
    for (const source of [
      await blank.clone().png().toBuffer(),
      await blank.clone().jpeg().toBuffer(),
      await blank.clone().webp().toBuffer(),
    ]) {
      const meta = await sharp(await reencodeImage('avatar', source)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
    await expect(
      reencodeImage('avatar', await blank.clone().gif().toBuffer()),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(reencodeImage('avatar', Buffer.from('GIF89a not really'))).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
