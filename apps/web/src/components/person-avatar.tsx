import { Avatar } from '@mantine/core';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export function PersonAvatar({
  name,
  src,
  size = 48,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  return (
    <Avatar src={src} alt="" size={size} radius={9999} color="brand" variant="light">
      {initials(name)}
    </Avatar>
  );
}
