import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PrivateFileStore } from '../../platform/uploads/file-store';
import type { Database } from '../database';
import { workOrderItems } from '../schema/work-orders';

/** A house as a phone photo shows it from the street: sky, roof, walls, door and lawn. */
function housePhoto(hue: number, view: 'front' | 'roof') {
  const wall = `hsl(${hue}, 28%, 72%)`;
  const roof = `hsl(${(hue + 200) % 360}, 18%, 32%)`;
  const roofTop = view === 'roof' ? 140 : 230;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#d8e9f7"/>
      </linearGradient></defs>
      <rect width="1024" height="768" fill="url(#sky)"/>
      <rect y="560" width="1024" height="208" fill="#6f9a52"/>
      <polygon points="200,${roofTop + 170} 512,${roofTop} 824,${roofTop + 170}" fill="${roof}"/>
      <rect x="250" y="${roofTop + 170}" width="524" height="${390 - roofTop}" fill="${wall}"/>
      <rect x="470" y="${Math.max(roofTop + 260, 430)}" width="84" height="${560 - Math.max(roofTop + 260, 430)}" fill="#5b3a29"/>
      <rect x="310" y="${roofTop + 220}" width="110" height="90" fill="#cfe3f3" stroke="#fff" stroke-width="8"/>
      <rect x="604" y="${roofTop + 220}" width="110" height="90" fill="#cfe3f3" stroke="#fff" stroke-width="8"/>
    </svg>`,
  );
}

export interface DeliveredDemoWork {
  id: number;
  lat: number;
  lon: number;
  /** When the agent was on site. */
  takenAt: Date;
}

/**
 * What an agent delivered for submitted or approved demo work: two photos of the front, one of
 * the roof line (stored, with thumbnails, like uploaded photos) and an answer about damage.
 */
export async function seedDemoDeliverables(
  tx: Database,
  privateFiles: PrivateFileStore,
  work: DeliveredDemoWork,
) {
  const shots = [
    { deliverableId: 'front', view: 'front' as const },
    { deliverableId: 'front', view: 'front' as const },
    { deliverableId: 'roof', view: 'roof' as const },
  ];
  for (const [index, shot] of shots.entries()) {
    const image = await sharp(housePhoto((work.id * 47 + index * 23) % 360, shot.view))
      .webp({ quality: 80 })
      .toBuffer();
    const thumb = await sharp(image).resize(320).webp({ quality: 75 }).toBuffer();
    await tx.insert(workOrderItems).values({
      workOrderId: work.id,
      deliverableId: shot.deliverableId,
      file: await privateFiles.save(image, 'webp'),
      thumb: await privateFiles.save(thumb, 'webp'),
      fileName: `IMG_${4100 + work.id * 3 + index}.jpg`,
      contentHash: createHash('sha256').update(image).digest('hex'),
      takenAt: new Date(work.takenAt.getTime() + index * 60_000),
      lat: work.lat,
      lon: work.lon,
      createdAt: new Date(work.takenAt.getTime() + index * 60_000),
    });
  }
  await tx.insert(workOrderItems).values({
    workOrderId: work.id,
    deliverableId: 'damage',
    answer: 'No visible damage. Gutters clear, siding intact, roof shingles in place.',
    createdAt: new Date(work.takenAt.getTime() + 5 * 60_000),
  });
}
