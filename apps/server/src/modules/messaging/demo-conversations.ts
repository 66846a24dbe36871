import type { Database } from '../../db/database';
import { createMessagingRepository } from './messaging.repository';

const MINUTE = 60_000;

type Line = [from: 'employer' | 'agent', minutesAgo: number, text: string];

const DEMO_THREAD: Line[] = [
  [
    'agent',
    2 * 24 * 60,
    'Hi, I saw your posting. I cover Travis and Williamson counties and have a ladder and drone.',
  ],
  [
    'employer',
    2 * 24 * 60 - 35,
    'Thanks Dana. Are you available for an exterior inspection next Tuesday morning?',
  ],
  ['agent', 2 * 24 * 60 - 50, 'Yes, Tuesday before noon works. Do you need roof photos as well?'],
  [
    'employer',
    26 * 60,
    'Roof and all four elevations, please. The report template is in the job description.',
  ],
  ['agent', 25 * 60, 'Got it. I will upload the photos the same day.'],
  ['employer', 40, 'Great. The homeowner asked for a 9:30 start, does that still work for you?'],
];

const SHORT_THREADS: Array<(name: string) => Line[]> = [
  (name) => [
    [
      'employer',
      3 * 24 * 60,
      `Hi ${name}, we have two occupancy checks near you this week. Interested?`,
    ],
    ['agent', 3 * 24 * 60 - 90, 'Yes, please send the addresses.'],
  ],
  (name) => [
    ['agent', 5 * 24 * 60, 'Hello, is the notary signing on Friday still open?'],
    ['employer', 5 * 24 * 60 - 15, `It is, ${name}. Please apply on the job so we can confirm.`],
    ['agent', 5 * 24 * 60 - 25, 'Done, thank you.'],
  ],
  (name) => [['employer', 6 * 24 * 60, `Thanks for the great report last week, ${name}!`]],
];

/** Demo conversations of the demo company: one with the demo field agent (last reply unread), a few with others. */
export async function seedDemoConversations(
  db: Database,
  { employerId, candidateId }: { employerId: number; candidateId: number },
) {
  const repository = createMessagingRepository(db);
  const { job, agents } = await repository.demoPartners(
    employerId,
    candidateId,
    SHORT_THREADS.length,
  );
  const now = Date.now();

  async function thread(
    agentId: number,
    lines: Line[],
    jobId: number | null,
    readByAgent: boolean,
  ) {
    const { id } = await repository.findOrCreatePair(employerId, agentId, jobId);
    let lastFromEmployer = 0;
    let lastFromAgent = 0;
    for (const [from, minutesAgo, text] of lines) {
      const senderId = from === 'employer' ? employerId : agentId;
      const messageId = await repository.insertMessageAt(
        id,
        senderId,
        text,
        new Date(now - minutesAgo * MINUTE),
      );
      if (from === 'employer') lastFromEmployer = messageId;
      else lastFromAgent = messageId;
    }
    if (lastFromAgent) await repository.markRead(id, employerId, lastFromAgent);
    if (readByAgent && lastFromEmployer) await repository.markRead(id, agentId, lastFromEmployer);
  }

  await thread(candidateId, DEMO_THREAD.slice(0, -1), job?.id ?? null, true);
  await thread(candidateId, DEMO_THREAD.slice(-1), job?.id ?? null, false);
  for (const [index, agent] of agents.entries()) {
    await thread(agent.id, SHORT_THREADS[index]!(agent.firstName), null, true);
  }
}
