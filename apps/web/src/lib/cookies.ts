export interface CookieOptions {
  expires?: Date;
  path?: string;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

function decode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readCookie(name: string): string | null {
  // Pages rendered on the server are rendered for a guest: no cookies.
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decode(item.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}) {
  const { expires, path = '/', secure = true, sameSite = 'Strict' } = options;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`];
  if (expires && !Number.isNaN(expires.getTime())) parts.push(`expires=${expires.toUTCString()}`);
  parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/') {
  writeCookie(name, '', { path, expires: new Date(0) });
}
