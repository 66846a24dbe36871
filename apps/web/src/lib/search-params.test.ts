import { describe, expect, it } from 'vitest';
import { choice, list, number, pageRange, range, searchParamsCodec, text } from './search-params';

interface Filter {
  keyword: string;
  id: string;
  size: string;
  tags: string[];
  types: string[];
  radius: [number, number];
  perPage: number;
  page: number;
}

const codec = searchParamsCodec<Filter>({
  keyword: text('q'),
  id: text('id', { accepts: /^\d+$/ }),
  size: choice('size', ['small', 'large'], 'any'),
  tags: list('tag'),
  types: list('types', { joined: true }),
  radius: range(['radius_min', 'radius_max'], {
    fallback: [0, 50],
    min: 0,
    max: 100,
    integer: true,
  }),
  perPage: number('per_page', { fallback: 20, min: 1, max: 50, integer: true }),
  page: pageRange(10),
});

const parse = (query: string) => codec.read(new URLSearchParams(query));

describe('search params codec', () => {
  it('reads an empty query as the defaults and writes the defaults as nothing', () => {
    expect(codec.defaults).toEqual({
      keyword: '',
      id: '',
      size: 'any',
      tags: [],
      types: [],
      radius: [0, 50],
      perPage: 20,
      page: 0,
    });
    expect(parse('')).toEqual(codec.defaults);
    expect(codec.write(codec.defaults).toString()).toBe('');
  });

  it('writes fields in the order they are described and reads them back', () => {
    const filter: Filter = {
      keyword: 'roof repair',
      id: '42',
      size: 'large',
      tags: ['a', 'b'],
      types: ['1', '2'],
      radius: [5, 80],
      perPage: 10,
      page: 3,
    };
    const query = codec.write(filter).toString();
    expect(query).toBe(
      'q=roof+repair&id=42&size=large&tag=a&tag=b&types=1%2C2&radius_min=5&radius_max=80&per_page=10&start=30&end=40',
    );
    expect(parse(query)).toEqual(filter);
  });

  it('keeps repeated list parameters and reads comma lists too', () => {
    expect(parse('tag=a&tag=b,c&tag=&types=3,4').tags).toEqual(['a', 'b', 'c']);
    expect(parse('types=3,4&types=5').types).toEqual(['3', '4', '5']);
  });

  it('reads what it cannot use as the default', () => {
    expect(parse('id=abc&size=huge&per_page=many&start=-20')).toEqual(codec.defaults);
    expect(parse('q=%20%20&radius_max=').keyword).toBe('');
    expect(parse('radius_max=').radius).toEqual([0, 50]);
  });

  it('keeps numbers within their bounds, whole, and a range in order', () => {
    expect(parse('per_page=500').perPage).toBe(50);
    expect(parse('per_page=0').perPage).toBe(1);
    expect(parse('per_page=7.6').perPage).toBe(8);
    expect(parse('radius_min=90&radius_max=10').radius).toEqual([10, 90]);
    expect(parse('start=25').page).toBe(2);
  });

  it('trims text it writes and leaves out blank text', () => {
    expect(codec.write({ ...codec.defaults, keyword: '  roof ' }).toString()).toBe('q=roof');
    expect(codec.write({ ...codec.defaults, keyword: '   ' }).toString()).toBe('');
  });

  it('skips fields asked to and writes kept ones even at their default', () => {
    const filter = { ...codec.defaults, keyword: 'roof', radius: [0, 10] as [number, number] };
    expect(codec.write(filter, { skip: ['radius'] }).toString()).toBe('q=roof');
    expect(codec.write(filter, { skip: ['radius'], keep: ['perPage', 'page'] }).toString()).toBe(
      'q=roof&per_page=20&start=0&end=10',
    );
  });
});
