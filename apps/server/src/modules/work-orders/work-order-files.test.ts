import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './work-order-files';

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

/** The photo workers this process started. */
function photoWorkers() {
  const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  return listing
    .split('\n')
    .filter((line) => line.includes('photo-worker'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('reading photos in a worker process', () => {
  it(
    'reads a photo outside the server, and replaces a worker that died',
    { timeout: 60_000 },
    async () => {
      const first = await processPhoto('file', await photo(), 'America/Chicago');
      expect(Buffer.isBuffer(first.image)).toBe(true);
      expect((await sharp(first.image).metadata()).format).toBe('webp');
      const [worker] = photoWorkers();
      expect(worker).toBeGreaterThan(0);

      // Ended while reading: the photo is read again by a new worker.
      const reading = processPhoto('file', await photo(), 'America/Chicago');
      process.kill(worker!, 'SIGKILL');
      expect((await reading).thumb.length).toBeGreaterThan(0);
      expect(photoWorkers()).not.toContain(worker);
      expect(photoWorkers()).toHaveLength(1);
    },
  );

  it('refuses what is not a photo', async () => {
    await expect(
      processPhoto('file', Buffer.from('not a photo at all'), 'America/Chicago'),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
