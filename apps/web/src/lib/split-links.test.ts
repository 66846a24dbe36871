import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

const ORIGIN = 'https://fieldhire.test';
const split = (text: string) => splitLinks(text, ORIGIN);

describe('splitLinks', () => {
  it('leaves text without links as one run', () => {
    expect(split('See you at 9, and/or 10.')).toEqual([
      { kind: 'text', text: 'See you at 9, and/or 10.' },
    ]);
    expect(split('')).toEqual([]);
  });

  it('gives a same-site address its path, so the app opens it with the router', () => {
    expect(split('Job: Roof photos https://fieldhire.test/jobs/12?tab=info#apply')).toEqual([
      { kind: 'text', text: 'Job: Roof photos ' },
      {
        kind: 'link',
        text: 'https://fieldhire.test/jobs/12?tab=info#apply',
        href: 'https://fieldhire.test/jobs/12?tab=info#apply',
        path: '/jobs/12?tab=info#apply',
      },
    ]);
  });

  it('treats a bare site path as a same-site link', () => {
    expect(split('Open /jobs/12 first')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: '/jobs/12', href: 'https://fieldhire.test/jobs/12', path: '/jobs/12' },
      { kind: 'text', text: ' first' },
    ]);
    expect(split('/messages')).toEqual([
      {
        kind: 'link',
        text: '/messages',
        href: 'https://fieldhire.test/messages',
        path: '/messages',
      },
    ]);
  });

  it('marks other sites external, including another port or scheme of this host', () => {
    const links = split(
      'https://example.com/a http://fieldhire.test/x https://fieldhire.test:8443/y www.maps.example/z',
    ).filter((part) => part.kind === 'link');
    expect(links).toEqual([
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a', path: null },
      {
        kind: 'link',
        text: 'http://fieldhire.test/x',
        href: 'http://fieldhire.test/x',
        path: null,
      },
      {
        kind: 'link',
        text: 'https://fieldhire.test:8443/y',
        href: 'https://fieldhire.test:8443/y',
        path: null,
      },
      {
        kind: 'link',
        text: 'www.maps.example/z',
        href: 'https://www.maps.example/z',
        path: null,
      },
    ]);
  });

  it('keeps closing punctuation and unmatched brackets out of the address', () => {
    expect(split('Photos here: https://example.com/a/b. Thanks!')).toEqual([
      { kind: 'text', text: 'Photos here: ' },
      {
        kind: 'link',
        text: 'https://example.com/a/b',
        href: 'https://example.com/a/b',
        path: null,
      },
      { kind: 'text', text: '. Thanks!' },
    ]);
    expect(split('(see https://example.com/x)')[1]).toMatchObject({
      text: 'https://example.com/x',
    });
    expect(split('https://en.example.org/wiki/Gable_(roof), ok')[0]).toMatchObject({
      text: 'https://en.example.org/wiki/Gable_(roof)',
    });
  });

  it('finds several links and keeps the text between them, line breaks included', () => {
    const parts = split('a https://one.example\nb /jobs/3\n');
    expect(parts.map((part) => part.text)).toEqual([
      'a ',
      'https://one.example',
      '\nb ',
      '/jobs/3',
      '\n',
    ]);
  });

  it('links only web addresses, never other schemes', () => {
    expect(split('javascript:alert(1) mailto:a@b.example ftp://files.example')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.example ftp://files.example' },
    ]);
  });
});
