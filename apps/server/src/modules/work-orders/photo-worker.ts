import { readPhoto } from './photo-reading';
import type { PhotoJob, PhotoReply } from './work-order-files';

/**
 * The photo worker process: reads the photos the server hands it (photo-reading.ts) and answers
 * each by its id. It ends with the server (the channel closes) or when the server lets it go.
 */
process.on('message', (job: PhotoJob) => {
  readPhoto(job.content, job.siteZone).then(
    (photo) => process.send?.({ id: job.id, photo } satisfies PhotoReply),
    () => process.send?.({ id: job.id, photo: null } satisfies PhotoReply),
  );
});
process.on('disconnect', () => process.exit(0));
