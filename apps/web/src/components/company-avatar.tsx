import { Avatar } from './ui/surfaces';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export function CompanyAvatar({
  name,
  src,
  size = 44,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  return (
    <Avatar src={src} size={size}>
      {initials(name)}
    </Avatar>
  );
}
