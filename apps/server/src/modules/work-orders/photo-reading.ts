import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import exifr from 'exifr';
import sharp from 'sharp';
import { sha256 } from '../../platform/crypto';
import { wallClockInstant } from './site-time';

const PHOTO_MAX_SIDE = 2560;
const THUMB_SIDE = 320;
const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'heif', 'tiff']);

// This runs in the photo worker process only (photo-worker.ts): libvips keeps no operation cache
// there and uses one thread per image, which holds its native memory to what two photos need.
sharp.cache(false);
sharp.concurrency(1);

export interface ProcessedPhoto {
  image: Buffer;
  thumb: Buffer;
  hash: string;
  takenAt: Date | null;
  lat: number | null;
  lon: number | null;
}

/** The SHA-256 of a file or buffer; a file is read as a stream. */
async function hashOf(source: Buffer | string) {
  if (typeof source !== 'string') return sha256(source);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(source)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** "+05:30" as minutes east of UTC. */
function offsetMinutes(offset: unknown): number | null {
  const match = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * When and where the photo was taken. EXIF keeps the camera's local time without its zone unless
 * the camera wrote OffsetTimeOriginal; without it the time is read as the site's (the photo was
 * taken there).
 */
async function readExif(content: Buffer | string, siteZone: string) {
  try {
    const tags = (await exifr.parse(content, {
      gps: true,
      reviveValues: false,
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'GPSLatitude', 'GPSLongitude'],
    })) as Record<string, unknown> | undefined;
    const gps = (await exifr.gps(content).catch(() => null)) as {
      latitude?: number;
      longitude?: number;
    } | null;
    const stamp = typeof tags?.DateTimeOriginal === 'string' ? tags.DateTimeOriginal : null;
    const parts = stamp ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(stamp) : null;
    let takenAt: Date | null = null;
    if (parts) {
      const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = parts.slice(1).map(Number);
      const wallClock = Date.UTC(y, mo - 1, d, h, mi, s);
      const offset = offsetMinutes(tags?.OffsetTimeOriginal);
      const time =
        offset === null ? wallClockInstant(wallClock, siteZone) : wallClock - offset * 60_000;
      takenAt = Number.isFinite(time) ? new Date(time) : null;
    }
    const lat = gps?.latitude;
    const lon = gps?.longitude;
    const placed = typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat + lon);
    return { takenAt, lat: placed ? lat : null, lon: placed ? lon : null };
  } catch {
    return { takenAt: null, lat: null, lon: null };
  }
}

/**
 * A photo (its bytes, or the path of its file) as it is kept: read by its content, its EXIF time
 * and place kept as data, turned upright, re-encoded without any other metadata, with a
 * thumbnail. Null when the content is not a photo.
 */
export async function readPhoto(
  content: Buffer | string,
  /** The site's time zone, for a camera time written without its offset. */
  siteZone: string,
): Promise<ProcessedPhoto | null> {
  let format: string | undefined;
  try {
    format = (await sharp(content).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !IMAGE_FORMATS.has(format)) return null;
  const exif = await readExif(content, siteZone);
  try {
    // The camera's image is decoded once; the thumbnail is made from the smaller copy.
    const image = await sharp(content)
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(image)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' })
      .webp({ quality: 70 })
      .toBuffer();
    return { image, thumb, hash: await hashOf(content), ...exif };
  } catch {
    return null;
  }
}
