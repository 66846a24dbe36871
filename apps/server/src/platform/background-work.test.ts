import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work';

function capturedLog() {
  const lines: Array<{ msg: string; task?: string; err?: { message: string } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { log: pino(stream), lines };
}

describe('background work', () => {
  it('runs after the caller returns, logs a failure with the task name and keeps running others', async () => {
    const { log, lines } = capturedLog();
    const work = createBackgroundWork(log);
    const order: string[] = [];
    work.run('failing task', () => Promise.reject(new Error('mail server refused')));
    work.run('next task', async () => {
      order.push('task');
    });
    order.push('caller');
    await work.drained();
    expect(order).toEqual(['caller', 'task']);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'background task failed',
        task: 'failing task',
        err: expect.objectContaining({ message: 'mail server refused' }),
      }),
    ]);
  });
});
